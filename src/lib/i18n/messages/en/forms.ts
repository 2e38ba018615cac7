import { ENGLISH_MONTHS, ENGLISH_SHORT_MONTHS } from '@/lib/englishMonths';

/** What every public form shares: the person's fields, their problems in words, and the dates a form writes. */
export default {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phonePlaceholder: '10-digit phone number',
  /** A form's box for the visitor's own words. */
  message: 'Message',
  /** A send button's text while it sends. */
  pleaseWait: 'Please Wait..',
  /** The spam trap's label: hidden from people, read by bots. */
  honeypot: 'Website',
  /** Before a dialog's form with something typed in it closes. */
  leaveForm: {
    title: 'Leave this form?',
    message: 'You have unsaved changes. Leave this form and lose them?',
    leave: 'Leave',
    stay: 'Stay',
    close: 'Close',
  },
  /** Checked by the app before anything is sent; the wording is the product's. */
  errors: {
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Invalid phone number, must be {digits} digits',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email format',
    // Two spaces: the product's wording.
    nameRequired: 'Name  is required',
    blankField: 'Please fill out this field.',
  },
  /** A calendar day's month, written in full ('3 December 2026') and short ('3 Dec 2026', en-IN's 'Sept'). */
  months: ENGLISH_MONTHS,
  /** A language that writes its months in full, short or not (Odia), repeats them here. */
  shortMonths: ENGLISH_SHORT_MONTHS,
} as const;
