import { KEPT_IN_BROWSER } from '@/config/limits';
import { keptList, useKeptList } from '@/lib/keptInBrowser';
import { isListingRef, refKey, type ListingRef } from '@/lib/listingRef';

/** The listings a visitor keeps to come back to, newest first, in this browser only. */
export const shortlist = keptList<ListingRef>({
  key: 'shortlist',
  max: KEPT_IN_BROWSER.shortlist,
  isItem: isListingRef,
  keyOf: refKey,
});

export const useShortlist = (): readonly ListingRef[] => useKeptList(shortlist);

export const isKept = (list: readonly ListingRef[], ref: ListingRef): boolean =>
  list.some((kept) => refKey(kept) === refKey(ref));

/** Why a Shortlist press changed nothing: the list holds as many as it may. */
export type ShortlistRefusal = 'full';

/**
 * Adds the listing first, or takes it out when it is in. A full list is refused, not trimmed: a
 * listing kept earlier never goes without the visitor removing it.
 */
export function toggleKept(ref: ListingRef): ShortlistRefusal | undefined {
  const list = shortlist.read();
  if (isKept(list, ref)) {
    shortlist.write(without(list, [ref]));
    return undefined;
  }
  if (list.length >= KEPT_IN_BROWSER.shortlist) return 'full';
  shortlist.write([ref, ...list]);
  return undefined;
}

function without(list: readonly ListingRef[], refs: readonly ListingRef[]): ListingRef[] {
  const gone = new Set(refs.map(refKey));
  return list.filter((kept) => !gone.has(refKey(kept)));
}

export function removeKept(refs: readonly ListingRef[]): void {
  if (refs.length) shortlist.write(without(shortlist.read(), refs));
}

/**
 * Keeps a shared list's listings beside the visitor's own, never instead of them: the shared ones
 * not kept yet come first, in their order, as many as there is room for. Answers how many were
 * added and how many did not fit.
 */
export function keepAll(refs: readonly ListingRef[]): { added: number; left: number } {
  const list = shortlist.read();
  const fresh = refs.filter((ref) => !isKept(list, ref));
  const added = fresh.slice(0, Math.max(0, KEPT_IN_BROWSER.shortlist - list.length));
  shortlist.write([...added, ...list]);
  return { added: added.length, left: fresh.length - added.length };
}
