import { CompareButton } from '@/features/compare/components/CompareButton';
import { ShortlistButton } from '@/features/shortlist/components/ShortlistButton';
import type { ListingRef } from '@/lib/listingRef';

/**
 * The buttons a listing's card and its page's header carry: Shortlist on every kind, Compare on
 * buildings and lands (projects have no facts to set side by side). Two features meet here, as
 * neither imports the other.
 */
export function ListingActions({
  listing,
  look = 'card',
}: {
  listing: ListingRef;
  look?: 'card' | 'header';
}) {
  return (
    <>
      <ShortlistButton listing={listing} size={look} />
      {listing.kind === 'project' ? null : (
        <CompareButton listing={{ kind: listing.kind, id: listing.id }} look={look} />
      )}
    </>
  );
}
