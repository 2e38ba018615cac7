import { checkPerson, collectErrors, messages, type PersonErrorWords } from '@/lib/validators';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
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

/** The problems the form names, in the page's language; the months write the days a visit may be on. */
export interface InquiryCheckWords {
  person: Record<keyof PersonErrorWords, string>;
  visit: Messages<'inquiry'>['visit']['errors'];
  /** A day's months; English's when not given. */
  months?: readonly string[];
}

/** The product's wording, as the English catalogues hold it. */
const ENGLISH_CHECK_WORDS: InquiryCheckWords = {
  person: messages,
  visit: {
    dateRequired: 'Please choose a preferred date',
    timeRequired: 'Please choose a preferred time',
    dateOutside: 'Please choose a date from {first} to {last}',
  },
};

function checkVisitDate(date: string, today: string, words: InquiryCheckWords): string | undefined {
  if (!date.trim()) return words.visit.dateRequired;
  const { first, last } = visitDays(today);
  // 'YYYY-MM-DD' days compare as text.
  if (!isCalendarDay(date) || date < first || date > last) {
    return fill(words.visit.dateOutside, {
      first: dayText(first, words.months),
      last: dayText(last, words.months),
    });
  }
  return undefined;
}

/** `today` on the office's calendar: the visit's days run from tomorrow. */
export function validateInquiry(
  form: Inquiry & Partial<VisitFields>,
  today: string = officeToday(),
  words: InquiryCheckWords = ENGLISH_CHECK_WORDS,
) {
  const visit = form.visit === 'yes';
  return collectErrors<keyof InquiryFormValues>({
    ...checkPerson(form, words.person),
    message: undefined,
    visit: undefined,
    visitDate: visit ? checkVisitDate(form.visitDate ?? '', today, words) : undefined,
    visitTime: visit && !isSiteVisitSlot(form.visitTime ?? '') ? words.visit.timeRequired : undefined,
  });
}

/** The visit a checked form asks for, or none. */
export function visitOf(form: VisitFields): SiteVisit | undefined {
  return form.visit === 'yes' && form.visitTime ? { date: form.visitDate, slot: form.visitTime } : undefined;
}
