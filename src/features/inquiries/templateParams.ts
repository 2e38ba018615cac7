import type { Inquiry, InquiryOrigin, SiteVisit } from './schema';
import { visitTemplateParams } from './siteVisit';

/** The e-mail template reads `property` for what the inquiry is about, and the visit asked for, if any. */
export function inquiryTemplateParams(
  inquiry: Inquiry,
  origin: InquiryOrigin,
  visit?: SiteVisit,
): Record<string, string> {
  return {
    ...inquiry,
    property: origin.subject,
    page_url: origin.pageUrl,
    listing_kind: origin.kind,
    ...(origin.listingId ? { listing_id: origin.listingId } : {}),
    ...visitTemplateParams(visit),
  };
}
