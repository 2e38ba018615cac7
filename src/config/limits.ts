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
