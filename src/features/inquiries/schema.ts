import type { SiteVisitSlot } from '@/config/siteVisit';

export interface Inquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

type ListingKind = 'building' | 'land' | 'project';

export interface InquiryAbout {
  kind: ListingKind;
  id: string;
  name: string;
  /** Where the listing is, as its page shows it: a site visit's place. */
  address: string;
}

export interface InquiryOrigin {
  subject: string;
  pageUrl: string;
  kind: ListingKind | 'contact';
  listingId?: string;
}

/** A site visit asked for with an inquiry: a calendar day ('YYYY-MM-DD') and a slot, on the office's clock. */
export interface SiteVisit {
  date: string;
  slot: SiteVisitSlot;
}
