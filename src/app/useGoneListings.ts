import { useQueries } from '@tanstack/react-query';
import { buildingQueries } from '@/features/buildings/hooks';
import { landQueries } from '@/features/lands/hooks';
import { projectQueries } from '@/features/projects/hooks';
import { statusOf } from '@/lib/httpStatus';
import type { ListingRef } from '@/lib/listingRef';

/**
 * What a listing's own read tells of it, once its 404 is weighed: 'gone' when the backend clearly no
 * longer has it (its read answered 404 and the full list of its kind lacks it too),
 * 'checking' while that list is read, 'unsure' for any other failure (a 404 the list does not
 * confirm, a list that cannot be read or holds nothing). One bad minute of the backend never reads as 'gone'.
 */
export type GoneCheck = 'gone' | 'checking' | 'unsure';

const KINDS = ['building', 'land', 'project'] as const;

const listOf = (kind: ListingRef['kind']) =>
  kind === 'building' ? buildingQueries.all() : kind === 'land' ? landQueries.all() : projectQueries.all();

/**
 * For listings kept in the browser (shortlist, compare): whether each one whose read failed is
 * gone. The full list of a kind is read only when one of its listings answered 404.
 */
export function useGoneListings(
  reads: readonly { ref: ListingRef; isError: boolean; error: unknown }[],
): (ref: ListingRef) => GoneCheck {
  const notFound = reads.filter((read) => read.isError && statusOf(read.error) === 404);
  const lists = useQueries({
    queries: KINDS.map((kind) => ({
      ...listOf(kind),
      enabled: notFound.some((read) => read.ref.kind === kind),
    })),
  });
  return (ref) => {
    if (!notFound.some((read) => read.ref.kind === ref.kind && read.ref.id === ref.id)) return 'unsure';
    const list = lists[KINDS.indexOf(ref.kind)];
    if (!list || list.isError) return 'unsure';
    if (list.isPending) return 'checking';
    // An answer that holds no list ({status:false}, an HTML page, null) reads as an empty one, so an
    // empty list confirms nothing: a kind with no listings at all is rare, a bad answer is not.
    if (list.data.length === 0) return 'unsure';
    return list.data.some((record) => record._id === ref.id) ? 'unsure' : 'gone';
  };
}
