import { useEffect } from 'react';
import type { ListingKind } from '@/lib/listingRef';
import type { RecentListing } from './schema';

/**
 * A record page keeps its listing once the page has shown it: in an effect, so in the browser
 * only, after hydration, never while the build renders the page. `undefined` while it loads or when
 * the listing was not found. The store's code is fetched then, so the page's own files stay as they were.
 */
export function useRecordView(entry: RecentListing | undefined): void {
  const kind: ListingKind | undefined = entry?.ref.kind;
  const id = entry?.ref.id;
  const { name, place, photo, label, path } = entry ?? {};
  useEffect(() => {
    if (kind === undefined || id === undefined || name === undefined || path === undefined) return;
    const viewed = {
      ref: { kind, id },
      name,
      place: place ?? '',
      photo: photo ?? '',
      label: label ?? '',
      path,
    };
    // A file that failed to load (the site was updated meanwhile) keeps nothing, and says nothing.
    import('./store').then(({ recordView }) => recordView(viewed)).catch(() => undefined);
  }, [kind, id, name, place, photo, label, path]);
}
