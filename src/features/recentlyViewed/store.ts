import { KEPT_IN_BROWSER } from '@/config/limits';
import { keptList } from '@/lib/keptInBrowser';
import { refKey } from '@/lib/listingRef';
import { isPhoto, isRecentListing, TEXT_LIMITS, type RecentListing } from './schema';

/** The listings this browser opened last, newest first. */
export const recentlyViewed = keptList({
  key: 'recentlyViewed',
  max: KEPT_IN_BROWSER.recentlyViewed,
  isItem: isRecentListing,
  keyOf: (entry) => refKey(entry.ref),
});

/** Only the fields the row draws, each within its limit, so an entry written is one read back. */
const snapshot = (entry: RecentListing): RecentListing => ({
  ref: { kind: entry.ref.kind, id: entry.ref.id },
  name: entry.name.trim().slice(0, TEXT_LIMITS.name),
  place: entry.place.trim().slice(0, TEXT_LIMITS.place),
  // A photo this site would not show is left out rather than the listing.
  photo: entry.photo.length <= TEXT_LIMITS.photo && isPhoto(entry.photo) ? entry.photo : '',
  label: entry.label.trim().slice(0, TEXT_LIMITS.label),
  path: entry.path,
  ...(entry.price === undefined ? {} : { price: entry.price }),
  ...(entry.priceType === undefined ? {} : { priceType: entry.priceType.trim().slice(0, TEXT_LIMITS.label) }),
});

/** A listing opened goes first; opened again, it moves there from wherever it was. */
export function recordView(entry: RecentListing): void {
  const viewed = snapshot(entry);
  if (!isRecentListing(viewed)) return;
  const key = refKey(viewed.ref);
  recentlyViewed.write([viewed, ...recentlyViewed.read().filter((kept) => refKey(kept.ref) !== key)]);
}

export function clearRecentlyViewed(): void {
  recentlyViewed.write([]);
}
