import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { formatBlogDate } from '@/features/blogs/components/format';

describe("a post's date", () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: company.timeZone,
  });

  it("is the day in India, as en-IN writes it: '1 Dec 2026'", () => {
    // 20:00 UTC on 30 November is already 1 December in Bhubaneswar.
    expect(formatBlogDate('2026-11-30T20:00:00Z')).toBe('1 Dec 2026');
    expect(formatBlogDate('2026-09-15')).toBe('15 Sept 2026');
    expect(formatBlogDate('not a date')).toBe('');
  });

  it('matches Intl for any date the backend may send, from 1946 to 2200', () => {
    const date = fc.date({
      min: new Date('1946-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(date, (at) => {
        expect(formatBlogDate(at.toISOString())).toBe(intl.format(at));
      }),
      { numRuns: 5_000 },
    );
  });
});
