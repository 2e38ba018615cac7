import { describe, expect, it } from 'vitest';
import { inquiryTemplateParams } from '@/features/inquiries/templateParams';

const inquiry = { name: 'Asha', email: 'asha@example.com', phone: '9437012345', message: 'Hello' };
const project = {
  subject: 'Green Valley Phase II',
  pageUrl: 'https://kalingahabitats.in/Projects/Green%20Valley%20Phase%20II/p1',
  kind: 'project',
  listingId: 'p1',
} as const;

describe('inquiryTemplateParams', () => {
  it("keeps the inquiry's fields and property, and adds the page, the listing's kind and id, and empty visit fields", () => {
    expect(inquiryTemplateParams(inquiry, project)).toEqual({
      ...inquiry,
      property: 'Green Valley Phase II',
      page_url: 'https://kalingahabitats.in/Projects/Green%20Valley%20Phase%20II/p1',
      listing_kind: 'project',
      listing_id: 'p1',
      visit_date: '',
      visit_time: '',
    });
  });

  it('carries a site visit as a readable day and the slot with its hours', () => {
    expect(inquiryTemplateParams(inquiry, project, { date: '2026-12-03', slot: 'morning' })).toMatchObject({
      visit_date: '3 December 2026',
      visit_time: 'Morning (10 am to 12 pm IST)',
    });
    expect(inquiryTemplateParams(inquiry, project, { date: '2027-01-21', slot: 'afternoon' })).toMatchObject({
      visit_date: '21 January 2027',
      visit_time: 'Afternoon (2 pm to 4 pm IST)',
    });
    expect(inquiryTemplateParams(inquiry, project, { date: '2026-12-31', slot: 'evening' }).visit_time).toBe(
      'Evening (4 pm to 6 pm IST)',
    );
  });

  it('sends no listing_id for the contact page, and the visit fields empty so the one template renders', () => {
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
      visit_date: '',
      visit_time: '',
    });
    expect('listing_id' in params).toBe(false);
  });
});
