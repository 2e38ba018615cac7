/**
 * Dates and times on the office's clock (company.timeZone), not the browser's: a buyer abroad or a
 * laptop set to UTC sees the office's today. A calendar day is written 'YYYY-MM-DD'.
 */
import { ENGLISH_MONTHS, ENGLISH_SHORT_MONTHS } from './englishMonths';

const MINUTE = 60_000;
/**
 * The office is in India (company.timeZone, Asia/Kolkata): UTC+05:30 all year, with no daylight
 * saving since 1945. The clock is worked out from this offset, not with Intl.DateTimeFormat, whose
 * first use loads ICU's data on the main thread (docs/decisions/0076); the tests hold it to Intl.
 */
const OFFICE_AHEAD_OF_UTC = (5 * 60 + 30) * MINUTE;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The office's wall clock at an instant, read from a Date shifted by the offset. */
const officeWall = (at: number) => new Date(at + OFFICE_AHEAD_OF_UTC);

/** 'YYYY-MM-DD' and 'HH:mm' on the office's clock. */
export function officeClock(at: number): { date: string; time: string } {
  const wall = officeWall(at);
  const date = `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`;
  return { date, time: `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}` };
}

/** '3 December 2026' or, short, '3 Dec 2026', as en-IN writes a UTC date's day, month and year. */
function writtenDay(utc: Date, months: readonly string[]): string {
  const year = utc.getUTCFullYear();
  // Intl writes the year of its era: the year before 1 AD is 1 (BC).
  const shownYear = year > 0 ? year : 1 - year;
  return `${utc.getUTCDate()} ${months[utc.getUTCMonth()]} ${shownYear}`;
}

/**
 * '3 Dec 2026': the office's calendar day at an instant, as a post's date reads; a page in another
 * language passes its month names (the `forms` catalogue's `shortMonths`).
 */
export const officeShortDay = (at: number, months: readonly string[] = ENGLISH_SHORT_MONTHS) =>
  writtenDay(officeWall(at), months);

export const officeToday = (now: number = Date.now()) => officeClock(now).date;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a UTC midnight, or NaN when it is not a real calendar day ('2026-02-30'). */
function dayValue(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const value = Date.UTC(year, month - 1, date);
  const parsed = new Date(value);
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date ? value : Number.NaN;
}

export const isCalendarDay = (day: string) => !Number.isNaN(dayValue(day));

export function addDays(day: string, days: number): string {
  const value = dayValue(day);
  if (Number.isNaN(value)) return day;
  return new Date(value + days * 86_400_000).toISOString().slice(0, 10);
}

/** '3 December 2026' ('3 ଡିସେମ୍ବର 2026' with the `forms` catalogue's `months`); '' for what is not a calendar day. */
export function dayText(day: string, months: readonly string[] = ENGLISH_MONTHS): string {
  const value = dayValue(day);
  return Number.isNaN(value) ? '' : writtenDay(new Date(value), months);
}

/** The instant the office's clock reads `day` at `time` ('HH:mm'). */
export function officeInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - OFFICE_AHEAD_OF_UTC);
}
