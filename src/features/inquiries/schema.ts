import type { SiteVisitSlot } from '@/config/siteVisit';
import type { ListingKind } from '@/lib/listingRef';

export interface Inquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface InquiryAbout {
  kind: ListingKind;
  id: string;
  name: string;
  /** Where the listing is, as its page shows it: a site visit's place. */
  address: string;
}

/** A listing named in an inquiry about several at once: what it is, where, and its page. */
export interface ListedInInquiry {
  name: string;
  place: string;
  url: string;
}

/** Several listings asked about in one inquiry (a shortlist), with the address that shows them all. */
export interface InquiryAboutList {
  kind: 'shortlist';
  subject: string;
  pageUrl: string;
  listings: readonly ListedInInquiry[];
}

export interface InquiryOrigin {
  subject: string;
  pageUrl: string;
  kind: ListingKind | 'contact' | 'shortlist';
  listingId?: string;
}

/** A site visit asked for with an inquiry: a calendar day ('YYYY-MM-DD') and a slot, on the office's clock. */
export interface SiteVisit {
  date: string;
  slot: SiteVisitSlot;
}
