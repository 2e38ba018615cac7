import { checkEmail, checkPhone, checkRequired, collectErrors, messages } from '@/lib/validators';
import type { Inquiry } from '@/features/inquiries/schema';

export const EMPTY_INQUIRY: Inquiry = { name: '', email: '', phone: '', message: '' };

export function validateInquiry(form: Inquiry) {
  return collectErrors<keyof Inquiry>({
    name: checkRequired(form.name, messages.nameRequired),
    email: checkEmail(form.email),
    phone: checkPhone(form.phone),
    message: undefined,
  });
}

export function cleanInquiry(form: Inquiry): Inquiry {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    message: form.message.trim(),
  };
}
