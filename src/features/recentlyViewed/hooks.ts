import { useEffect } from 'react';
import { useKeptList } from '@/lib/keptInBrowser';
import type { ListingKind } from '@/lib/listingRef';
import type { RecentListing } from './schema';
import { recentlyViewed, recordView } from './store';

/** The listings this browser opened last, newest first; none in pre-rendered HTML and at hydration. */
export const useRecentlyViewed = (): readonly RecentListing[] => useKeptList(recentlyViewed);

/**
 * A record page keeps its listing once the page has shown it: in an effect, so in the browser
 * only, after hydration, never while the build renders the page. `undefined` while it loads or when
 * the listing was not found.
 */
export function useRecordView(entry: RecentListing | undefined): void {
  const kind: ListingKind | undefined = entry?.ref.kind;
  const id = entry?.ref.id;
  const { name, place, photo, label, path } = entry ?? {};
  useEffect(() => {
    if (kind === undefined || id === undefined || name === undefined || path === undefined) return;
    recordView({ ref: { kind, id }, name, place: place ?? '', photo: photo ?? '', label: label ?? '', path });
  }, [kind, id, name, place, photo, label, path]);
}
