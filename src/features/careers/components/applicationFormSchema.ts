import { checkEmail, checkPhone } from '@/lib/validators';

export const APPLICATION_REQUIRED_MESSAGE = 'Please fill in all the required fields and upload your resume.';

export interface ApplicationForm {
  name: string;
  email: string;
  phone: string;
  jobLetter: string;
}

export type ApplicationCheck =
  { ok: true } | { ok: false; alert: string; fields: Partial<Record<'email' | 'phone', string>> };

export function checkApplication(form: ApplicationForm, resume: File | null): ApplicationCheck {
  const missing = [form.name, form.email, form.phone].some((value) => value.trim() === '') || !resume;
  if (missing) return { ok: false, alert: APPLICATION_REQUIRED_MESSAGE, fields: {} };
  const fields: Partial<Record<'email' | 'phone', string>> = {};
  const email = checkEmail(form.email);
  const phone = checkPhone(form.phone);
  if (email) fields.email = email;
  if (phone) fields.phone = phone;
  if (email || phone) return { ok: false, alert: 'Please correct the highlighted fields.', fields };
  return { ok: true };
}
