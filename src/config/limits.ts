/** Generous for any real value: they keep a pasted novel out of the forms and the backend. */
export const MAX_LENGTH = {
  name: 120,
  /** RFC 5321's longest forward path. */
  email: 254,
  /** Room to type more than the required digits, so the check can say what is wrong. */
  phone: 15,
  password: 128,
  short: 120,
  address: 300,
  summary: 500,
  message: 2000,
  description: 5000,
  url: 2048,
} as const;

export const MAX_SHOWN_MESSAGE = 300;

/** What a visitor keeps in this browser without an account. */
export const KEPT_IN_BROWSER = {
  /** A shortlist longer than this is no longer a shortlist; it also bounds the records it reads. */
  shortlist: 30,
  /** Side by side, four columns still fit a laptop screen and a printed A4 page. */
  compare: 4,
  recentlyViewed: 6,
} as const;
