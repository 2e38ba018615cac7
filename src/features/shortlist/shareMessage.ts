import { company } from '@/config/company';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';

type ShareWords = Pick<Messages<'shortlist'>['share'], 'heading' | 'seeAll'>;

/** The WhatsApp message's text before the address: each listing by name and place, in the page's words. */
export function shortlistMessage(
  listings: readonly { name: string; place: string }[],
  words: ShareWords,
): string {
  const lines = listings.map(
    (listing, index) => `${index + 1}. ${[listing.name, listing.place].filter(Boolean).join(', ')}`,
  );
  return [fill(words.heading, { company: company.name }), ...lines, '', words.seeAll].join('\n');
}
