/** The listing inquiry form (building, land and project pages): its fields, the site visit, the calendar file, the send result and the phone bar. */
export default {
  form: {
    title: 'Send An Inquiry',
    /** Beside a listing. */
    listingTitle: 'Interested? Send An Inquiry',
    send: 'Send Inquiry',
  },
  /** The inquiry and contact forms' success and failure texts, word for word from the product. */
  result: {
    sent: 'Your Details Has Been Received. We Will Contact You Soon!',
    failed: 'Something Went Wrong!.Please Try Again',
  },
  visit: {
    choose: 'Schedule a site visit',
    date: 'Preferred date',
    dateHint: 'Any day from tomorrow up to {days} days ahead ({first} to {last}).',
    time: 'Preferred time',
    /** The visiting slots by their value (config/siteVisit.ts). */
    slots: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
    /** An hour of the day ('10', '4:30') by the part of the day it falls in: before noon, 12 to 2, 2 to 5, from 5. */
    clock: { morning: '{time} am', noon: '{time} pm', afternoon: '{time} pm', evening: '{time} pm' },
    hours: '{start} to {end} IST',
    slot: '{slot} ({hours})',
    /** Checked by the app before anything is sent; the wording is the product's. */
    errors: {
      dateRequired: 'Please choose a preferred date',
      timeRequired: 'Please choose a preferred time',
      dateOutside: 'Please choose a date from {first} to {last}',
    },
  },
  /** After a visit was asked for, and the calendar event it becomes. */
  calendar: {
    asked: 'Site visit asked for: {when}. We will call you to confirm it.',
    when: '{day}, {slot}',
    add: 'Add to calendar',
    fileName: 'Site visit {name} {date}',
    summary: 'Site visit: {name}',
    description: 'Your site visit to {name} with {company}, {slot}.',
    change: 'To change or cancel it, call {phone}.',
  },
  /** A listing page's phone bar. */
  bar: {
    label: 'Call, WhatsApp or visit',
    call: 'Call',
    callLabel: 'Call the sales team',
    whatsAppLabel: 'WhatsApp {company} (opens in a new tab)',
    whatsAppAboutLabel: 'WhatsApp {company} about {subject} (opens in a new tab)',
    visit: 'Visit',
    visitLabel: 'Visit: schedule a site visit',
  },
  /** Heads the list of listings an inquiry about several (a shortlist) names. */
  aboutListings: { one: 'About this listing:', other: 'About these {count} listings:' },
} as const;
