import { checkEmail, checkPhone, messages, type PersonErrorWords } from '@/lib/validators';

export const APPLICATION_REQUIRED_MESSAGE = 'Please fill in all the required fields and upload your resume.';

export interface ApplicationForm {
  name: string;
  email: string;
  phone: string;
  jobLetter: string;
}

/** What the check says, in the page's language: the form's alerts and the person fields' problems. */
export interface ApplicationWords {
  required: string;
  correctFields: string;
  person: Record<keyof PersonErrorWords, string>;
}

/** The English page's words, as the `careers` and `forms` catalogues write them. */
const ENGLISH: ApplicationWords = {
  required: APPLICATION_REQUIRED_MESSAGE,
  correctFields: 'Please correct the highlighted fields.',
  person: messages,
};

export type ApplicationCheck =
  { ok: true } | { ok: false; alert: string; fields: Partial<Record<'email' | 'phone', string>> };

export function checkApplication(
  form: ApplicationForm,
  resume: File | null,
  words: ApplicationWords = ENGLISH,
): ApplicationCheck {
  const missing = [form.name, form.email, form.phone].some((value) => value.trim() === '') || !resume;
  if (missing) return { ok: false, alert: words.required, fields: {} };
  const fields: Partial<Record<'email' | 'phone', string>> = {};
  const email = checkEmail(form.email, words.person);
  const phone = checkPhone(form.phone, words.person);
  if (email) fields.email = email;
  if (phone) fields.phone = phone;
  if (email || phone) return { ok: false, alert: words.correctFields, fields };
  return { ok: true };
}
