import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import {
  addDays,
  dayText,
  isCalendarDay,
  officeClock,
  officeInstant,
  officeShortDay,
  officeToday,
} from '@/lib/officeClock';

describe("the office's clock (Asia/Kolkata)", () => {
  it("reads the office's date and time, not the browser's", () => {
    // 20:00 UTC on 30 November is 01:30 on 1 December in Bhubaneswar.
    expect(officeClock(Date.parse('2026-11-30T20:00:00Z'))).toEqual({ date: '2026-12-01', time: '01:30' });
    expect(officeToday(Date.parse('2026-11-30T18:29:00Z'))).toBe('2026-11-30');
    expect(officeToday(Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-01', 60)).toBe('2027-01-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('not a day', 1)).toBe('not a day');
  });

  it('knows a calendar day from what is not one', () => {
    expect(isCalendarDay('2026-12-03')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-12-3')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it("writes a day as people read it: '3 December 2026'", () => {
    expect(dayText('2026-12-03')).toBe('3 December 2026');
    expect(dayText('2027-01-30')).toBe('30 January 2027');
    expect(dayText('2026-13-01')).toBe('');
  });

  it("finds the instant the office's clock shows a day and time", () => {
    expect(officeInstant('2026-12-03', '10:00').toISOString()).toBe('2026-12-03T04:30:00.000Z');
    expect(officeInstant('2026-12-03', '00:15').toISOString()).toBe('2026-12-02T18:45:00.000Z');
  });
});

describe('the clock worked out without Intl is the one Intl gives', () => {
  // From 1946, after India's last change of offset, to 2200.
  const instant = fc.integer({ min: Date.UTC(1946, 0, 1), max: Date.UTC(2200, 0, 1) });
  const intlClock = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: company.timeZone,
  });
  const intlDayText = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it("reads the office's date and time as Intl does in the company's time zone", () => {
    fc.assert(
      fc.property(instant, (at) => {
        const part = Object.fromEntries(intlClock.formatToParts(at).map(({ type, value }) => [type, value]));
        expect(officeClock(at)).toEqual({
          date: `${part.year}-${part.month}-${part.day}`,
          time: `${part.hour}:${part.minute}`,
        });
      }),
      { numRuns: 5_000 },
    );
  });

  it("finds the instant of an office day and time as the office's clock reads it back", () => {
    fc.assert(
      fc.property(instant, (at) => {
        const { date, time } = officeClock(at);
        expect(officeInstant(date, time).getTime()).toBe(Math.floor(at / 60_000) * 60_000);
      }),
      { numRuns: 2_000 },
    );
  });

  it("writes any day as en-IN does, '3 December 2026'", () => {
    const day = fc.integer({ min: Date.parse('0100-01-01T00:00:00Z'), max: Date.UTC(9999, 11, 31) });
    fc.assert(
      fc.property(day, (at) => {
        const iso = new Date(at).toISOString().slice(0, 10);
        expect(dayText(iso)).toBe(intlDayText.format(at));
      }),
      { numRuns: 5_000 },
    );
  });

  it('writes a post date as en-IN does on the office calendar, every month included', () => {
    const intlShortDay = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: company.timeZone,
    });
    for (let month = 0; month < 12; month += 1) {
      const at = Date.UTC(2026, month, 3, 20);
      expect(officeShortDay(at)).toBe(intlShortDay.format(at));
    }
    expect(officeShortDay(Date.UTC(2026, 8, 3))).toBe('3 Sept 2026');
    fc.assert(
      fc.property(instant, (at) => {
        expect(officeShortDay(at)).toBe(intlShortDay.format(at));
      }),
      { numRuns: 5_000 },
    );
  });
});
