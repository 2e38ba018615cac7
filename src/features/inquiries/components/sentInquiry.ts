import type { Inquiry } from '@/features/inquiries/schema';

/** What the inquiry and Contact Us forms send: each field as typed, without the spaces around it. */
export function cleanInquiry(form: Inquiry): Inquiry {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    message: form.message.trim(),
  };
}
