import type { Inquiry, InquiryOrigin } from './schema';

/** The e-mail template reads `property` for what the inquiry is about. */
export function inquiryTemplateParams(inquiry: Inquiry, origin: InquiryOrigin): Record<string, string> {
  return {
    ...inquiry,
    property: origin.subject,
    page_url: origin.pageUrl,
    listing_kind: origin.kind,
    ...(origin.listingId ? { listing_id: origin.listingId } : {}),
  };
}
