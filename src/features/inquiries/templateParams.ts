import type { Inquiry, InquiryOrigin } from './schema';

/**
 * The e-mail template's parameters: the inquiry's fields, `property` (what it is about, as the
 * template has always read it), and where it came from: `page_url`, `listing_kind` and, for a
 * listing, `listing_id`.
 */
export function inquiryTemplateParams(inquiry: Inquiry, origin: InquiryOrigin): Record<string, string> {
  return {
    ...inquiry,
    property: origin.subject,
    page_url: origin.pageUrl,
    listing_kind: origin.kind,
    ...(origin.listingId ? { listing_id: origin.listingId } : {}),
  };
}
