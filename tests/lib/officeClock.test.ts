import { describe, expect, it } from 'vitest';
import { addDays, dayText, isCalendarDay, officeClock, officeInstant, officeToday } from '@/lib/officeClock';

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
