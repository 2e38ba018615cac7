import type { SendInquiryInput } from '@/features/inquiries/hooks';
import type { InquiryAbout, InquiryAboutList } from '@/features/inquiries/schema';
import { visitOf, type InquiryFormValues } from './inquiryFormSchema';
import { cleanInquiry } from './sentInquiry';

/** The list's heading for a count of listings: 'About these 2 listings:', in the page's language. */
export type ListedHeading = (count: number) => string;

const englishHeading: ListedHeading = (count) =>
  `About ${count === 1 ? 'this listing' : `these ${count} listings`}:`;

/** Each listing on a line of its own: its name, where it is, and its page, so the office can open it. */
export function listedMessage(
  message: string,
  listings: InquiryAboutList['listings'],
  headingFor: ListedHeading = englishHeading,
): string {
  const lines = listings.map(
    (listing, index) =>
      `${index + 1}. ${[listing.name, listing.place].filter(Boolean).join(', ')}: ${listing.url}`,
  );
  const heading = headingFor(listings.length);
  return [message, [heading, ...lines].join('\n')].filter(Boolean).join('\n\n');
}

/**
 * What the inquiry form sends: about one listing (its page's address, and the site visit asked for),
 * or about a list of them.
 */
export function inquiryAbout(
  about: InquiryAbout | InquiryAboutList,
  form: InquiryFormValues,
  pageUrl: string,
  headingFor: ListedHeading = englishHeading,
): Omit<SendInquiryInput, 'trapped'> {
  const inquiry = cleanInquiry(form);
  if (about.kind === 'shortlist') {
    return {
      inquiry: { ...inquiry, message: listedMessage(inquiry.message, about.listings, headingFor) },
      origin: { subject: about.subject, pageUrl: about.pageUrl, kind: 'shortlist' },
    };
  }
  return {
    inquiry,
    origin: { subject: about.name, pageUrl, kind: about.kind, listingId: about.id },
    visit: visitOf(form),
  };
}
