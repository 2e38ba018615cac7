/** The messages' wording is required as it stands; do not reword them. */
import { MIN_PASSWORD_LENGTH, PHONE_DIGITS } from '@/config/constants';

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

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkPhone(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return messages.phoneRequired;
  if (!PHONE_PATTERN.test(phone)) return messages.phoneInvalid;
  return undefined;
}

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return messages.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return messages.emailInvalid;
  return undefined;
}

export function checkRequired(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
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

/** The browser's `required` takes a field of spaces as filled. */
export function refuseBlankRequired(form: HTMLFormElement): boolean {
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
    element.setCustomValidity(BLANK_FIELD_MESSAGE);
    element.addEventListener('input', () => element.setCustomValidity(''), { once: true });
  }
  if (blank.length === 0) return false;
  form.reportValidity();
  return true;
}
