/**
 * The longest text each kind of field takes (its `maxLength`), and the longest server message
 * shown to a person. SPEC.md names none of these; they keep a pasted novel out of the forms and
 * the backend, and are generous for any real value.
 */
export const MAX_LENGTH = {
  /** A person's or a thing's name: applicant, building, land, project, author. */
  name: 120,
  /** RFC 5321's longest forward path. */
  email: 254,
  /** A phone number as typed; the checks want exactly 10 digits, this leaves room to say so. */
  phone: 15,
  /** Passwords. */
  password: 128,
  /** Short text: city, state, country, zip code, titles, categories, amenities, types, search boxes. */
  short: 120,
  /** A street address or a location line. */
  address: 300,
  /** A summary: a blog's short paragraph. */
  summary: 500,
  /** A message to the company: inquiry, contact form, application letter. */
  message: 2000,
  /** A description paragraph: property descriptions, project descriptions, blog paragraphs. */
  description: 5000,
  /** A web address (an image or author picture URL). */
  url: 2048,
} as const;

/** A server's message longer than this is cut (with an ellipsis) before it is shown. */
export const MAX_SHOWN_MESSAGE = 300;
