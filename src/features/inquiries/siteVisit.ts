/** The days a site visit may be asked for, how it reads in the office's e-mail, and its calendar event. */
import { company } from '@/config/company';
import { SITE_VISIT_DAYS_AHEAD, SITE_VISIT_SLOTS, type SiteVisitSlot } from '@/config/siteVisit';
import type { CalendarEvent } from '@/lib/calendarFile';
import { addDays, dayText, officeInstant, officeToday } from '@/lib/officeClock';
import type { SiteVisit } from './schema';

/** From tomorrow up to SITE_VISIT_DAYS_AHEAD days ahead, on the office's calendar. */
export function visitDays(today: string = officeToday()): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, SITE_VISIT_DAYS_AHEAD) };
}

export const isSiteVisitSlot = (value: string): value is SiteVisitSlot =>
  SITE_VISIT_SLOTS.some((slot) => slot.value === value);

const slotOf = (value: SiteVisitSlot) => SITE_VISIT_SLOTS.find((slot) => slot.value === value)!;

/** '10:00' as '10 am', '16:30' as '4:30 pm'. */
function hourText(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const shown = hour % 12 || 12;
  return `${shown}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '10 am to 12 pm'. */
export function slotHours(value: SiteVisitSlot): string {
  const slot = slotOf(value);
  return `${hourText(slot.start)} to ${hourText(slot.end)}`;
}

/** 'Morning (10 am to 12 pm)'. */
export const slotText = (value: SiteVisitSlot) => `${slotOf(value).label} (${slotHours(value)})`;

/** The template reads both fields on every inquiry: empty when no visit was asked for. */
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
): CalendarEvent {
  const slot = slotOf(visit.slot);
  return {
    uid,
    stamp,
    start: officeInstant(visit.date, slot.start),
    end: officeInstant(visit.date, slot.end),
    summary: `Site visit: ${listing.name}`,
    location: listing.address || listing.name,
    description: [
      `Your site visit to ${listing.name} with ${company.name}, ${slotText(visit.slot).toLowerCase()}.`,
      `To change or cancel it, call ${company.salesPhone}.`,
      listing.pageUrl,
    ].join('\n'),
    url: listing.pageUrl,
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
