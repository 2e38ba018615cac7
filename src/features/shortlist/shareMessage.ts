import { company } from '@/config/company';

/** The WhatsApp message's text before the address: each listing by name and place. */
export function shortlistMessage(listings: readonly { name: string; place: string }[]): string {
  const lines = listings.map(
    (listing, index) => `${index + 1}. ${[listing.name, listing.place].filter(Boolean).join(', ')}`,
  );
  return [`My shortlist at ${company.name}:`, ...lines, '', 'See them all:'].join('\n');
}
