/** What a form that sends a visitor's details says above its button: what it sends, to whom and why, and how to withdraw. */
export default {
  form: {
    contact:
      'Your name, email, phone, property type and message, with this page’s address, go only to our team, through the e-mail service that delivers them, so that we can answer you.',
    inquiry:
      'Your name, email, phone and message, with the listing, its page’s address and any site visit you choose, go only to our team, through the e-mail service that delivers them, so that we can answer you and arrange the visit.',
    shortlistInquiry:
      'Your name, email, phone and message, with the listings in your shortlist, go only to our team, through the e-mail service that delivers them, so that we can answer you.',
    application:
      'Your name, email, phone, resume and cover letter, with the position, go only to our team, so that we can consider your application; the file host we use keeps the resume.',
    withdraw: 'To withdraw or erase, write to {email}.',
    readFull: 'Read the full privacy notice',
  },
} as const;
