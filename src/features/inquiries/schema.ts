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
}

export interface InquiryOrigin {
  subject: string;
  pageUrl: string;
  kind: ListingKind | 'contact';
  listingId?: string;
}
