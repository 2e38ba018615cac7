import { checkEmail, checkPhone, checkRequired, collectErrors, messages } from '@/lib/validators';
import type { Inquiry } from '@/features/inquiries/schema';

export const EMPTY_INQUIRY: Inquiry = { name: '', email: '', phone: '', message: '' };

/** SPEC.md §5: name, email and phone are checked; nothing is sent while any check fails. */
export function validateInquiry(form: Inquiry) {
  return collectErrors<keyof Inquiry>({
    name: checkRequired(form.name, messages.nameRequired),
    email: checkEmail(form.email),
    phone: checkPhone(form.phone),
    message: undefined,
  });
}

/** What is sent: the fields with surrounding spaces removed. */
export function cleanInquiry(form: Inquiry): Inquiry {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    message: form.message.trim(),
  };
}
