import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { SITE_VISIT_DAYS_AHEAD } from '@/config/siteVisit';
import { calendarFile } from '@/lib/calendarFile';
import { newVisitEventIds, siteVisitEvent, slotText, visitDays } from '@/features/inquiries/siteVisit';

describe('site visits', () => {
  it(`run from tomorrow up to ${SITE_VISIT_DAYS_AHEAD} days ahead`, () => {
    expect(visitDays('2026-11-30')).toEqual({ first: '2026-12-01', last: '2027-01-29' });
    expect(visitDays('2026-12-31')).toEqual({ first: '2027-01-01', last: '2027-03-01' });
  });

  it('name each slot with its hours', () => {
    expect(slotText('morning')).toBe('Morning (10 am to 12 pm IST)');
    expect(slotText('afternoon')).toBe('Afternoon (2 pm to 4 pm IST)');
    expect(slotText('evening')).toBe('Evening (4 pm to 6 pm IST)');
  });

  it("become a calendar event at the listing's address, in the slot on the office's clock", () => {
    const event = siteVisitEvent(
      { date: '2026-12-03', slot: 'afternoon' },
      {
        name: 'Green Valley Residency',
        address: 'Plot 21, Patia, Bhubaneswar',
        pageUrl: 'https://www.example.in/property/x/1',
      },
      { uid: 'u@www.example.in', stamp: new Date('2026-11-26T00:00:00Z') },
    );
    expect(event).toMatchObject({
      summary: 'Site visit: Green Valley Residency',
      location: 'Plot 21, Patia, Bhubaneswar',
      url: 'https://www.example.in/property/x/1',
    });
    // 2 pm to 4 pm in Bhubaneswar is 08:30 to 10:30 UTC.
    expect(event.start.toISOString()).toBe('2026-12-03T08:30:00.000Z');
    expect(event.end.toISOString()).toBe('2026-12-03T10:30:00.000Z');
    expect(event.description).toContain(company.salesPhone);
    expect(event.description).toContain('https://www.example.in/property/x/1');
    expect(calendarFile(event)).toContain('DTSTART:20261203T083000Z\r\n');
  });

  it('falls back to the name for a listing without an address', () => {
    const event = siteVisitEvent(
      { date: '2026-12-03', slot: 'morning' },
      { name: 'Janla Plots', address: '', pageUrl: 'https://www.example.in/l/1' },
      { uid: 'u', stamp: new Date() },
    );
    expect(event.location).toBe('Janla Plots');
  });

  it("gives each event a unique id on the site's host", () => {
    const a = newVisitEventIds('https://www.example.in/property/x/1');
    const b = newVisitEventIds('https://www.example.in/property/x/1');
    expect(a.uid).toMatch(/@www\.example\.in$/);
    expect(a.uid).not.toBe(b.uid);
    expect(newVisitEventIds('/relative').uid).toMatch(/@site-visit$/);
  });
});
