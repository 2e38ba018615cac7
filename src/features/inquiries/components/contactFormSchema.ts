// Every Contact Us field is required, as the product asks.
import { checkPerson, checkRequired, collectErrors, messages, type PersonErrorWords } from '@/lib/validators';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Inquiry, InquiryOrigin } from '@/features/inquiries/schema';
import { cleanInquiry } from './sentInquiry';

/** The property types offered, in order; their words are the `contact` catalogue's `form.propertyTypes`. */
export const PROPERTY_TYPES = ['residential', 'commercial', 'land'] as const;

type PropertyType = (typeof PROPERTY_TYPES)[number];

type FormWords = Messages<'contact'>['form'];

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  propertyType: PropertyType | '';
  message: string;
}

export const EMPTY_CONTACT: ContactForm = { name: '', email: '', phone: '', propertyType: '', message: '' };

/** The problems the form names, in the page's language. */
export interface ContactCheckWords {
  person: Record<keyof PersonErrorWords, string>;
  contact: FormWords['errors'];
}

/** The product's wording, as the English catalogues hold it. */
const ENGLISH_CHECK_WORDS: ContactCheckWords = {
  person: messages,
  contact: {
    propertyTypeRequired: 'Please choose a property type',
    messageRequired: 'Please write a message',
  },
};

export function validateContact(form: ContactForm, words: ContactCheckWords = ENGLISH_CHECK_WORDS) {
  return collectErrors<keyof ContactForm>({
    ...checkPerson(form, words.person),
    propertyType: form.propertyType ? undefined : words.contact.propertyTypeRequired,
    message: checkRequired(form.message, words.contact.messageRequired),
  });
}

/** What the e-mail's subject is written with: the page's language, so the office sees which the visitor wrote in. */
export type SubjectWords = Pick<FormWords, 'subject' | 'anyType' | 'propertyTypes'>;

const ENGLISH_SUBJECT_WORDS: SubjectWords = {
  subject: 'Contact Us: {type} property',
  anyType: 'Any',
  propertyTypes: { residential: 'Residential', commercial: 'Commercial', land: 'Land' },
};

/**
 * The email service's template reads the inquiry fields; the property type goes in the subject,
 * and the page's address with the kind 'contact' (no listing) says where it came from.
 */
export function toInquiry(
  form: ContactForm,
  pageUrl: string,
  words: SubjectWords = ENGLISH_SUBJECT_WORDS,
): { inquiry: Inquiry; origin: InquiryOrigin } {
  // A value the select does not offer reads as any type, as before.
  const type = (form.propertyType && words.propertyTypes[form.propertyType]) || words.anyType;
  return {
    inquiry: cleanInquiry(form),
    origin: { subject: fill(words.subject, { type }), pageUrl, kind: 'contact' },
  };
}
