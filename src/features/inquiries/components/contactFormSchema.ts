// Every Contact Us field is required, as the product asks.
import { checkEmail, checkPhone, checkRequired, collectErrors, messages } from '@/lib/validators';
import type { Inquiry, InquiryOrigin } from '@/features/inquiries/schema';

export const PROPERTY_TYPES = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'land', label: 'Land' },
] as const;

type PropertyType = (typeof PROPERTY_TYPES)[number]['value'];

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  propertyType: PropertyType | '';
  message: string;
}

export const EMPTY_CONTACT: ContactForm = { name: '', email: '', phone: '', propertyType: '', message: '' };

const contactMessages = {
  propertyTypeRequired: 'Please choose a property type',
  messageRequired: 'Please write a message',
} as const;

export function validateContact(form: ContactForm) {
  return collectErrors<keyof ContactForm>({
    name: checkRequired(form.name, messages.nameRequired),
    email: checkEmail(form.email),
    phone: checkPhone(form.phone),
    propertyType: form.propertyType ? undefined : contactMessages.propertyTypeRequired,
    message: checkRequired(form.message, contactMessages.messageRequired),
  });
}

const labelOf = (type: ContactForm['propertyType']) =>
  PROPERTY_TYPES.find((option) => option.value === type)?.label ?? 'Any';

/**
 * The email service's template reads the inquiry fields; the property type goes in the subject,
 * and the page's address with the kind 'contact' (no listing) says where it came from.
 */
export function toInquiry(form: ContactForm, pageUrl: string): { inquiry: Inquiry; origin: InquiryOrigin } {
  return {
    inquiry: {
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      message: form.message.trim(),
    },
    origin: { subject: `Contact Us: ${labelOf(form.propertyType)} property`, pageUrl, kind: 'contact' },
  };
}
