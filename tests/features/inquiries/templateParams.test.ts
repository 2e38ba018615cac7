import { describe, expect, it } from 'vitest';
import { inquiryTemplateParams } from '@/features/inquiries/templateParams';

const inquiry = { name: 'Asha', email: 'asha@example.com', phone: '9437012345', message: 'Hello' };

describe('inquiryTemplateParams', () => {
  it("keeps the inquiry's fields and property, and adds the page, the listing's kind and id", () => {
    expect(
      inquiryTemplateParams(inquiry, {
        subject: 'Green Valley Phase II',
        pageUrl: 'https://kalingahabitats.in/Projects/Green%20Valley%20Phase%20II/p1',
        kind: 'project',
        listingId: 'p1',
      }),
    ).toEqual({
      ...inquiry,
      property: 'Green Valley Phase II',
      page_url: 'https://kalingahabitats.in/Projects/Green%20Valley%20Phase%20II/p1',
      listing_kind: 'project',
      listing_id: 'p1',
    });
  });

  it('sends no listing_id for the contact page', () => {
    const params = inquiryTemplateParams(inquiry, {
      subject: 'Contact Us: Land property',
      pageUrl: 'https://kalingahabitats.in/contact',
      kind: 'contact',
    });
    expect(params).toEqual({
      ...inquiry,
      property: 'Contact Us: Land property',
      page_url: 'https://kalingahabitats.in/contact',
      listing_kind: 'contact',
    });
    expect('listing_id' in params).toBe(false);
  });
});
