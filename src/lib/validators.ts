/** The messages' wording is required as it stands; do not reword them. */
import { MIN_PASSWORD_LENGTH, PHONE_DIGITS } from '@/config/constants';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';

export const messages = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: `Invalid phone number, must be ${PHONE_DIGITS} digits`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password length min ${MIN_PASSWORD_LENGTH} character`,
  confirmRequired: 'Confirm Password is required',
  passwordsDiffer: 'Passwords do not match.',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  // Two spaces: the required wording.
  nameRequired: 'Name  is required',
} as const;

/** The problems a person's Name, Email and Phone can have, in one language's words. */
export type PersonErrorWords = Pick<
  typeof messages,
  'phoneRequired' | 'phoneInvalid' | 'emailRequired' | 'emailInvalid' | 'nameRequired'
>;

/** A public page's words for the person fields' problems (the `forms` catalogue), the digits filled in. */
export function personErrorWords(
  errors: Messages<'forms'>['errors'],
): Record<keyof PersonErrorWords, string> {
  return { ...errors, phoneInvalid: fill(errors.phoneInvalid, { digits: PHONE_DIGITS }) };
}

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type ErrorWords = Record<keyof PersonErrorWords, string>;

export function checkPhone(value: string, words: ErrorWords = messages): string | undefined {
  const phone = value.trim();
  if (!phone) return words.phoneRequired;
  if (!PHONE_PATTERN.test(phone)) return words.phoneInvalid;
  return undefined;
}

export function checkEmail(value: string, words: ErrorWords = messages): string | undefined {
  const email = value.trim();
  if (!email) return words.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return words.emailInvalid;
  return undefined;
}

export function checkRequired(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

/** Name, Email and Phone as every public form that asks who is writing checks them. */
export function checkPerson(
  person: { name: string; email: string; phone: string },
  words: ErrorWords = messages,
): Record<'name' | 'email' | 'phone', string | undefined> {
  return {
    name: checkRequired(person.name, words.nameRequired),
    email: checkEmail(person.email, words),
    phone: checkPhone(person.phone, words),
  };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function collectErrors<Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const key of Object.keys(checks) as Field[]) {
    if (checks[key]) errors[key] = checks[key];
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export const BLANK_FIELD_MESSAGE = 'Please fill out this field.';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password']);

/** The browser's `required` takes a field of spaces as filled; `message` is said in the page's language. */
export function refuseBlankRequired(form: HTMLFormElement, message: string = BLANK_FIELD_MESSAGE): boolean {
  const blank = [...form.elements].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      (element instanceof HTMLTextAreaElement ||
        (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type))) &&
      element.required &&
      !element.disabled &&
      element.value !== '' &&
      element.value.trim() === '',
  );
  for (const element of blank) {
    element.setCustomValidity(message);
    element.addEventListener('input', () => element.setCustomValidity(''), { once: true });
  }
  if (blank.length === 0) return false;
  form.reportValidity();
  return true;
}
