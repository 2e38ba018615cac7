/** The FAQ page: its heading, the questions and answers, and the call-back promise beside them. */
export default {
  title: 'Frequently Asked Questions',
  description:
    'Answers to common questions about buying flats, homes and land with Kalinga Habitats: bookings, loans, approvals and site visits.',
  eyebrow: 'Help centre',
  intro: 'Answers to what buyers, sellers and investors ask us most often.',
  commonQuestions: 'Common questions',
  callbackHeading: 'Our call-back promise',
  sendEnquiry: 'Send an enquiry',
  /** A clock hour of the office's call-back hours ('9 am'): the morning one, then the evening one. */
  hourAm: '{hour} am',
  hourPm: '{hour} pm',
  callbackPromise:
    'Send us an enquiry between {from} and {to} and we will call you back within {minutes} minutes. Enquiries sent at any other time get a call back the next day.',
  /** The first question: the call-back promise answers it. */
  callbackQuestion: 'How soon will someone call me after I send an enquiry?',
  questions: [
    {
      question: 'Are your projects RERA registered?',
      answer:
        'Yes. Every ongoing project is registered with the Odisha Real Estate Regulatory Authority and its plans are approved by the BDA or BMC. The registration number is printed on the brochure and we show the certificates at the site office.',
    },
    {
      question: 'Can you help me get a home loan?',
      answer:
        'Our projects are approved by leading banks and housing finance companies. Our loan desk helps you compare offers, prepares the documents the bank asks for and follows up until the loan is sanctioned, at no extra cost.',
    },
    {
      question: 'What documents do I need to book a flat or a plot?',
      answer:
        'A PAN card, an Aadhaar card or passport, two photographs and the booking amount by cheque or bank transfer. NRIs also need a copy of their passport and visa or OCI card.',
    },
    {
      question: 'Do you check the title of the land you sell?',
      answer:
        'Always. Our legal team traces the record of rights, mutation and encumbrance history of every plot before it is listed, and a licensed surveyor confirms the boundaries and the area.',
    },
    {
      question: 'Can I visit a site before booking?',
      answer:
        'Of course. Site visits run every day, Sundays included, in three slots: 10 am to 12 pm, 2 pm to 4 pm and 4 pm to 6 pm IST. Call us on {phone} or send an enquiry and we will arrange a pick-up from anywhere in Bhubaneswar.',
    },
    {
      question: 'What happens if possession is delayed?',
      answer:
        'Your agreement states the possession date and the compensation we pay for every month of delay, as RERA requires. We share construction progress photos every month so you always know where your home stands.',
    },
    {
      question: 'Do you help NRIs buy property in Odisha?',
      answer:
        'Yes. We handle remote booking, power of attorney, payments from NRE or NRO accounts and registration, and we can manage the property or find a tenant once it is ready.',
    },
  ],
} as const;
