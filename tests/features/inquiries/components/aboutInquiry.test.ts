import { describe, expect, it } from 'vitest';
import { inquiryAbout, listedMessage } from '@/features/inquiries/components/aboutInquiry';

const form = { name: ' Asha ', email: 'asha@example.com ', phone: '9437012345', message: ' Sunday? ' };

describe('what an inquiry is about', () => {
  it('one listing: its name, kind and id, with the page it was sent from', () => {
    expect(inquiryAbout({ kind: 'land', id: 'l1', name: 'Janla Plots' }, form, 'https://x.in/p')).toEqual({
      inquiry: { name: 'Asha', email: 'asha@example.com', phone: '9437012345', message: 'Sunday?' },
      origin: { subject: 'Janla Plots', pageUrl: 'https://x.in/p', kind: 'land', listingId: 'l1' },
    });
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
