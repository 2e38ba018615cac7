/** The Contact Us page: its hero, the ways to reach the office, the map, and the 'Drop Us A Line' form's own words. */
export default {
  title: 'Contact Us',
  description:
    'Call, e-mail or visit {company} in Nayapalli, Bhubaneswar, or send us a message and our team will call you back.',
  eyebrow: 'We would love to hear from you',
  intro:
    'Questions about a property, a site visit or selling your land? Call, write or drop in at our office in Bhubaneswar.',
  reach: 'Reach us',
  email: 'Email',
  phone: 'Phone',
  office: 'Office',
  map: 'Map of the {company} office',
  openMap: 'Open the map',
  newTab: ' (opens in a new tab)',
  form: {
    title: 'Drop Us A Line',
    intro: 'All fields are required. We usually answer within one working day.',
    propertyType: 'Property Type',
    choosePropertyType: 'Choose a property type',
    /** The choices' words by the value sent (contactFormSchema.ts's PROPERTY_TYPES). */
    propertyTypes: { residential: 'Residential', commercial: 'Commercial', land: 'Land' },
    messagePlaceholder: 'Tell us what you are looking for',
    send: 'Send Message',
    /** Checked by the app before anything is sent; the wording is the product's. */
    errors: {
      propertyTypeRequired: 'Please choose a property type',
      messageRequired: 'Please write a message',
    },
    /** The office's e-mail subject, in the language the visitor wrote in. */
    subject: 'Contact Us: {type} property',
    anyType: 'Any',
  },
} as const;
