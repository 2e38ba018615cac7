import { KEPT_IN_BROWSER } from '@/config/limits';
import { keptList, useKeptList, type KeptList } from '@/lib/keptInBrowser';
import { isListingRef, refKey, type ListingKind, type ListingRef } from '@/lib/listingRef';
import { announceCompareChange, COMPARE_KEY } from './useCompareChosen';

/** Buildings are compared with buildings and lands with lands; projects have no facts to set side by side. */
export type ComparedKind = Exclude<ListingKind, 'project'>;

export interface ComparedRef extends ListingRef {
  kind: ComparedKind;
}

export const COMPARE_MAX = KEPT_IN_BROWSER.compare;

export function isComparedRef(value: unknown): value is ComparedRef {
  return isListingRef(value) && value.kind !== 'project';
}

export const sameRef = (a: ListingRef, b: ListingRef) => refKey(a) === refKey(b);

/** The entries of the first one's kind: a list written by hand or by another version may mix them. */
export function ofOneKind(refs: readonly ComparedRef[]): readonly ComparedRef[] {
  const kind = refs[0]?.kind;
  return refs.every((ref) => ref.kind === kind) ? refs : refs.filter((ref) => ref.kind === kind);
}

export type CompareRefusal = 'full' | 'otherKind';

/**
 * Choosing a listing, or taking it out when it is chosen. Nothing already chosen is ever dropped to
 * make room: a fifth listing, or one of the other kind, is refused, and the visitor is told why.
 */
export function toggleCompare(
  chosen: readonly ComparedRef[],
  ref: ComparedRef,
  max: number = COMPARE_MAX,
): { next: readonly ComparedRef[]; refused?: CompareRefusal } {
  if (chosen.some((one) => sameRef(one, ref))) return { next: chosen.filter((one) => !sameRef(one, ref)) };
  if (chosen.length > 0 && chosen[0]!.kind !== ref.kind) return { next: chosen, refused: 'otherKind' };
  if (chosen.length >= max) return { next: chosen, refused: 'full' };
  return { next: [...chosen, ref] };
}

function compareStore(): KeptList<ComparedRef> {
  const list = keptList<ComparedRef>({
    key: COMPARE_KEY,
    max: COMPARE_MAX,
    isItem: isComparedRef,
    keyOf: refKey,
  });
  // The same array while the store is unchanged, as useSyncExternalStore needs.
  let read: readonly ComparedRef[] | undefined;
  let shown: readonly ComparedRef[] = [];
  return {
    read: () => {
      const now = list.read();
      if (now !== read) {
        read = now;
        shown = ofOneKind(now);
      }
      return shown;
    },
    write: (next) => {
      list.write(ofOneKind(next));
      announceCompareChange();
    },
    subscribe: list.subscribe,
  };
}

/** The listings chosen to compare, in the order chosen, kept in this browser. */
export const compareList = compareStore();

export function useCompareList(): readonly ComparedRef[] {
  return useKeptList(compareList);
}
