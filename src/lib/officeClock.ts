/**
 * Dates and times on the office's clock (company.timeZone), not the browser's: a buyer abroad or a
 * laptop set to UTC sees the office's today. A calendar day is written 'YYYY-MM-DD'.
 */
import { company } from '@/config/company';

const PARTS = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: company.timeZone,
});

function partsAt(at: number): Record<string, string> {
  return Object.fromEntries(PARTS.formatToParts(at).map(({ type, value }) => [type, value]));
}

/** 'YYYY-MM-DD' and 'HH:mm' on the office's clock. */
export function officeClock(at: number): { date: string; time: string } {
  const part = partsAt(at);
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

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

const DAY_TEXT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '3 December 2026'; '' for what is not a calendar day. */
export function dayText(day: string): string {
  const value = dayValue(day);
  return Number.isNaN(value) ? '' : DAY_TEXT.format(value);
}

/** The instant the office's clock reads `day` at `time` ('HH:mm'). */
export function officeInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // How far the office's clock is ahead of UTC at an instant; asked twice for a day its offset changes.
  const ahead = (at: number) => {
    const part = partsAt(at);
    const shown = Date.UTC(
      Number(part.year),
      Number(part.month) - 1,
      Number(part.day),
      Number(part.hour),
      Number(part.minute),
      Number(part.second),
    );
    return shown - Math.floor(at / 1000) * 1000;
  };
  const first = wall - ahead(wall);
  return new Date(wall - ahead(first));
}
