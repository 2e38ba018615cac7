/** An inquiry about a property, sent through the email service. */
export interface Inquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The kinds of listing a visitor can ask about. */
type ListingKind = 'building' | 'land' | 'project';

/** What an inquiry form is about: the listing's kind, id and name. */
export interface InquiryAbout {
  kind: ListingKind;
  id: string;
  name: string;
}

/** Where an inquiry came from, sent with its fields so the office can open the same page. */
export interface InquiryOrigin {
  /** What the e-mail's subject names: a listing's name, 'Contact Us: Land property' ... */
  subject: string;
  /** The absolute address of the page the visitor wrote from. */
  pageUrl: string;
  /** The listing's kind, or 'contact' for the contact page. */
  kind: ListingKind | 'contact';
  /** The listing's id; the contact page has none. */
  listingId?: string;
}
