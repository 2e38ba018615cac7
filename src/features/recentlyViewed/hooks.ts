import { useEffect } from 'react';
import type { RecentListing } from './schema';

/**
 * A record page keeps its listing once the page has shown it: in an effect, so in the browser
 * only, after hydration, never while the build renders the page. The store's code is fetched then,
 * so the page's own files stay as they were.
 */
export function useRecordView(entry: RecentListing): void {
  const { kind, id } = entry.ref;
  const { name, place, photo, label, path, price, priceType } = entry;
  useEffect(() => {
    const viewed: RecentListing = {
      ref: { kind, id },
      name,
      place,
      photo,
      label,
      path,
      ...(price === undefined ? {} : { price }),
      ...(priceType === undefined ? {} : { priceType }),
    };
    // A file that failed to load (the site was updated meanwhile) keeps nothing, and says nothing.
    import('./store').then(({ recordView }) => recordView(viewed)).catch(() => undefined);
  }, [kind, id, name, place, photo, label, path, price, priceType]);
}
