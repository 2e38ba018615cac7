/** The days a site visit may be asked for, how it reads in the office's e-mail, and its calendar event. */
import { company } from '@/config/company';
import { SITE_VISIT_DAYS_AHEAD, SITE_VISIT_SLOTS, type SiteVisitSlot } from '@/config/siteVisit';
import type { CalendarEvent } from '@/lib/calendarFile';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { addDays, dayText, officeInstant, officeToday } from '@/lib/officeClock';
import type { SiteVisit } from './schema';

/** What a slot's name and hours are written with: a page's `inquiry.visit` words. */
export type SlotWords = Pick<Messages<'inquiry'>['visit'], 'slots' | 'clock' | 'hours' | 'slot'>;

/** The calendar event's words, and the slot's, in the page's language. */
export interface VisitEventWords {
  event: Pick<Messages<'inquiry'>['calendar'], 'summary' | 'description' | 'change'>;
  slot: SlotWords;
}

/** English: how the office's e-mail writes a slot, as the English catalogue does. */
const ENGLISH_SLOT_WORDS: SlotWords = {
  slots: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  clock: { morning: '{time} am', noon: '{time} pm', afternoon: '{time} pm', evening: '{time} pm' },
  hours: '{start} to {end} IST',
  slot: '{slot} ({hours})',
};

const ENGLISH_EVENT_WORDS: VisitEventWords = {
  event: {
    summary: 'Site visit: {name}',
    description: 'Your site visit to {name} with {company}, {slot}.',
    change: 'To change or cancel it, call {phone}.',
  },
  slot: ENGLISH_SLOT_WORDS,
};

/** From tomorrow up to SITE_VISIT_DAYS_AHEAD days ahead, on the office's calendar. */
export function visitDays(today: string = officeToday()): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, SITE_VISIT_DAYS_AHEAD) };
}

export const isSiteVisitSlot = (value: string): value is SiteVisitSlot =>
  SITE_VISIT_SLOTS.some((slot) => slot.value === value);

const slotOf = (value: SiteVisitSlot) => SITE_VISIT_SLOTS.find((slot) => slot.value === value)!;

/**
 * The part of the day an hour is in, as Odia and Hindi name it beside the hour ('ସକାଳ 10ଟା',
 * 'शाम 6 बजे') and English writes am or pm. The slots end before dark, so there is no night.
 */
function dayPart(hour: number): keyof SlotWords['clock'] {
  if (hour < 12) return 'morning';
  if (hour < 14) return 'noon';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** '10:00' as '10 am', '16:30' as '4:30 pm'. */
function hourText(time: string, clock: SlotWords['clock']): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const shown = hour % 12 || 12;
  return fill(clock[dayPart(hour)], {
    time: `${shown}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`,
  });
}

/** '10 am to 12 pm IST'. */
export function slotHours(value: SiteVisitSlot, words: SlotWords = ENGLISH_SLOT_WORDS): string {
  const slot = slotOf(value);
  return fill(words.hours, {
    start: hourText(slot.start, words.clock),
    end: hourText(slot.end, words.clock),
  });
}

/** 'Morning (10 am to 12 pm IST)'. */
export const slotText = (value: SiteVisitSlot, words: SlotWords = ENGLISH_SLOT_WORDS) =>
  fill(words.slot, { slot: words.slots[value], hours: slotHours(value, words) });

/**
 * The slot inside a sentence: 'morning (10 am to 12 pm IST)', its name in lower case and its
 * hours as written (the time zone keeps its capitals).
 */
export const slotInSentence = (value: SiteVisitSlot, words: SlotWords = ENGLISH_SLOT_WORDS) =>
  fill(words.slot, { slot: words.slots[value].toLowerCase(), hours: slotHours(value, words) });

/**
 * The template reads both fields on every inquiry: empty when no visit was asked for. Written in
 * English whatever the page's language, for the office that reads them.
 */
export function visitTemplateParams(visit: SiteVisit | undefined): {
  visit_date: string;
  visit_time: string;
} {
  if (!visit) return { visit_date: '', visit_time: '' };
  return { visit_date: dayText(visit.date), visit_time: slotText(visit.slot) };
}

export interface VisitEventIds {
  uid: string;
  stamp: Date;
}

/** The visit as a calendar event at the listing's address, with the office's phone to change it. */
export function siteVisitEvent(
  visit: SiteVisit,
  listing: { name: string; address: string; pageUrl: string },
  { uid, stamp }: VisitEventIds,
  words: VisitEventWords = ENGLISH_EVENT_WORDS,
): CalendarEvent {
  const slot = slotOf(visit.slot);
  const { event } = words;
  return {
    uid,
    stamp,
    start: officeInstant(visit.date, slot.start),
    end: officeInstant(visit.date, slot.end),
    summary: fill(event.summary, { name: listing.name }),
    location: listing.address || listing.name,
    description: [
      fill(event.description, {
        name: listing.name,
        company: company.name,
        slot: slotInSentence(visit.slot, words.slot),
      }),
      fill(event.change, { phone: company.salesPhone }),
      listing.pageUrl,
    ].join('\n'),
    url: listing.pageUrl,
    // Asked for, not yet agreed: the office calls to confirm.
    status: 'TENTATIVE',
    producer: `-//${company.name}//Site visit//EN`,
  };
}

/** A new event's id: unique, and on the site's own host name. */
export function newVisitEventIds(pageUrl: string, now: Date = new Date()): VisitEventIds {
  let host = 'site-visit';
  try {
    host = new URL(pageUrl).hostname || host;
  } catch {
    // Not an absolute address (a test's memory router): the default host name serves.
  }
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return { uid: `${random}@${host}`, stamp: now };
}
