import { describe, expect, it } from 'vitest';
import { inquiryAbout, listedMessage } from '@/features/inquiries/components/aboutInquiry';

const form = {
  name: ' Asha ',
  email: 'asha@example.com ',
  phone: '9437012345',
  message: ' Sunday? ',
  visit: '',
  visitDate: '',
  visitTime: '',
} as const;
const janla = { kind: 'land', id: 'l1', name: 'Janla Plots', address: 'Janla, Khordha' } as const;

describe('what an inquiry is about', () => {
  it('one listing: its name, kind and id, with the page it was sent from', () => {
    expect(inquiryAbout(janla, form, 'https://x.in/p')).toEqual({
      inquiry: { name: 'Asha', email: 'asha@example.com', phone: '9437012345', message: 'Sunday?' },
      origin: { subject: 'Janla Plots', pageUrl: 'https://x.in/p', kind: 'land', listingId: 'l1' },
      visit: undefined,
    });
  });

  it('one listing with a site visit: the day and slot go with it', () => {
    const visiting = { ...form, visit: 'yes', visitDate: '2026-12-03', visitTime: 'morning' } as const;
    expect(inquiryAbout(janla, visiting, 'https://x.in/p').visit).toEqual({
      date: '2026-12-03',
      slot: 'morning',
    });
  });

  it('a shortlist asks for no visit, even from a form that has one', () => {
    const visiting = { ...form, visit: 'yes', visitDate: '2026-12-03', visitTime: 'morning' } as const;
    const list = {
      kind: 'shortlist',
      subject: 'Shortlist: 1 listing',
      pageUrl: 'https://x.in/s',
      listings: [],
    } as const;
    expect(inquiryAbout(list, visiting, 'https://x.in/s')).not.toHaveProperty('visit');
  });

  it("a shortlist: the message names every listing, where it is and its page; the list's address is the page", () => {
    const listings = [
      { name: 'Green Valley Residency', place: 'Patia, Bhubaneswar', url: 'https://x.in/property/a/1' },
      { name: 'Janla Plots', place: '', url: 'https://x.in/property/land-details/2' },
    ];
    const sent = inquiryAbout(
      {
        kind: 'shortlist',
        subject: 'Shortlist: 2 listings',
        pageUrl: 'https://x.in/shortlist?ids=b-1,l-2',
        listings,
      },
      form,
      'https://x.in/shortlist',
    );
    expect(sent.origin).toEqual({
      subject: 'Shortlist: 2 listings',
      pageUrl: 'https://x.in/shortlist?ids=b-1,l-2',
      kind: 'shortlist',
    });
    expect(sent.inquiry.message).toBe(
      'Sunday?\n\nAbout these 2 listings:\n1. Green Valley Residency, Patia, Bhubaneswar: https://x.in/property/a/1\n2. Janla Plots: https://x.in/property/land-details/2',
    );
    expect(listedMessage('', listings.slice(0, 1))).toBe(
      'About this listing:\n1. Green Valley Residency, Patia, Bhubaneswar: https://x.in/property/a/1',
    );
  });
});
