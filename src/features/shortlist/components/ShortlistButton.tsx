import { isListingRef, type ListingRef } from '@/lib/listingRef';
import { useMessages } from '@/lib/i18n/useMessages';
import { isKept, toggleKept, useShortlist } from '@/features/shortlist/store';
import { HeartIcon } from './shortlistIcons';

const SIZES = {
  /** On a listing card, beside Compare. */
  card: 'min-h-9 px-3 py-1.5 text-sm',
  /** In a record page's header, beside Share. */
  header: 'min-h-11',
} as const;

/**
 * Keeps the listing in the shortlist or takes it out. Named 'Shortlist' (in the page's language) in either state; the
 * pressed state says whether it is kept. The pre-rendered page shows it not pressed.
 */
export function ShortlistButton({
  listing,
  size = 'card',
}: {
  listing: ListingRef;
  size?: keyof typeof SIZES;
}) {
  const { shortlist } = useMessages('listings');
  const kept = isKept(useShortlist(), listing);
  // A record without a usable id (a malformed answer) cannot be kept.
  if (!isListingRef(listing)) return null;
  return (
    <button
      type="button"
      aria-pressed={kept}
      onClick={() => toggleKept(listing)}
      className={`btn-outline bg-white ${SIZES[size]} ${
        kept ? 'border-accent-500 text-accent-700 hover:bg-accent-50' : ''
      }`}
    >
      <HeartIcon
        className={`h-4 w-4 shrink-0 ${kept ? 'text-accent-600' : ''}`}
        fill={kept ? 'currentColor' : 'none'}
      />
      {shortlist}
    </button>
  );
}
