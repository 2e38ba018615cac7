import { useState } from 'react';
import { Link } from 'react-router';
import { KEPT_IN_BROWSER } from '@/config/limits';
import { paths } from '@/config/paths';
import { fill } from '@/lib/i18n/fill';
import { isListingRef, type ListingRef } from '@/lib/listingRef';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
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
 * pressed state says whether it is kept. The pre-rendered page shows it not pressed. On a full list
 * it keeps nothing and says so, with the way to the list (as Compare does).
 */
export function ShortlistButton({
  listing,
  size = 'card',
}: {
  listing: ListingRef;
  size?: keyof typeof SIZES;
}) {
  const { shortlist, shortlistFull } = useMessages('listings');
  const local = useLocalPath();
  const list = useShortlist();
  const kept = isKept(list, listing);
  // The note answers one press against the list as it was; once the list changes, it no longer holds.
  const [refusedAgainst, setRefusedAgainst] = useState<readonly ListingRef[] | null>(null);
  const refused = refusedAgainst === list;
  // A record without a usable id (a malformed answer) cannot be kept.
  if (!isListingRef(listing)) return null;
  const [before = '', after = ''] = fill(shortlistFull.text, { max: KEPT_IN_BROWSER.shortlist }).split(
    '{list}',
  );
  return (
    <>
      <button
        type="button"
        aria-pressed={kept}
        onClick={() => setRefusedAgainst(toggleKept(listing) ? list : null)}
        className={`btn-outline bg-white ${SIZES[size]} ${
          kept ? 'border-accent-500 text-accent-700 hover:bg-accent-50' : ''
        }`}
      >
        <HeartIcon className={`h-4 w-4 shrink-0 ${kept ? 'fill-current text-accent-600' : ''}`} />
        {shortlist}
      </button>
      {/* A polite live region, there before it speaks, as Compare's. */}
      <p aria-live="polite" className="basis-full text-sm font-medium text-accent-700 empty:sr-only">
        {refused ? (
          <>
            {before}
            <Link to={local(paths.shortlist)} className="underline underline-offset-2 hover:text-accent-800">
              {shortlistFull.list}
            </Link>
            {after}
          </>
        ) : null}
      </p>
    </>
  );
}
