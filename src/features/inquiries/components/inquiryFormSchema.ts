import { checkEmail, checkPhone, checkRequired, collectErrors, messages } from '@/lib/validators';
import { dayText, isCalendarDay, officeToday } from '@/lib/officeClock';
import type { SiteVisitSlot } from '@/config/siteVisit';
import type { Inquiry, SiteVisit } from '@/features/inquiries/schema';
import { isSiteVisitSlot, visitDays } from '@/features/inquiries/siteVisit';

/** The 'Schedule a site visit' choice: 'yes' when ticked (a checkbox's value), and the day and slot it asks for. */
export interface VisitFields {
  visit: '' | 'yes';
  visitDate: string;
  visitTime: SiteVisitSlot | '';
}

export type InquiryFormValues = Inquiry & VisitFields;

export const EMPTY_INQUIRY: InquiryFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  visit: '',
  visitDate: '',
  visitTime: '',
};

const visitMessages = {
  dateRequired: 'Please choose a preferred date',
  timeRequired: 'Please choose a preferred time',
  dateOutside: (first: string, last: string) =>
    `Please choose a date from ${dayText(first)} to ${dayText(last)}`,
} as const;

function checkVisitDate(date: string, today: string): string | undefined {
  if (!date.trim()) return visitMessages.dateRequired;
  const { first, last } = visitDays(today);
  // 'YYYY-MM-DD' days compare as text.
  if (!isCalendarDay(date) || date < first || date > last) return visitMessages.dateOutside(first, last);
  return undefined;
}

/** `today` on the office's calendar: the visit's days run from tomorrow. */
export function validateInquiry(form: Inquiry & Partial<VisitFields>, today: string = officeToday()) {
  const visit = form.visit === 'yes';
  return collectErrors<keyof InquiryFormValues>({
    name: checkRequired(form.name, messages.nameRequired),
    email: checkEmail(form.email),
    phone: checkPhone(form.phone),
    message: undefined,
    visit: undefined,
    visitDate: visit ? checkVisitDate(form.visitDate ?? '', today) : undefined,
    visitTime: visit && !isSiteVisitSlot(form.visitTime ?? '') ? visitMessages.timeRequired : undefined,
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

/** The visit a checked form asks for, or none. */
export function visitOf(form: VisitFields): SiteVisit | undefined {
  return form.visit === 'yes' && form.visitTime ? { date: form.visitDate, slot: form.visitTime } : undefined;
}
