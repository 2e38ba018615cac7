import { useQueries } from '@tanstack/react-query';
import { comparedBuilding } from '@/features/buildings/components/compareFacts';
import { buildingQueries } from '@/features/buildings/hooks';
import type { ComparedColumn, ComparedState } from '@/features/compare/columns';
import type { ComparedRef } from '@/features/compare/compareList';
import { comparedLand } from '@/features/lands/components/compareFacts';
import { landQueries } from '@/features/lands/hooks';
import { statusOf } from '@/lib/httpStatus';

/** The query that reads one listing: the record page's own, so a listing opened before is in the cache. */
function comparedQuery(ref: ComparedRef) {
  return ref.kind === 'building'
    ? { ...buildingQueries.one(ref.id), select: comparedBuilding }
    : { ...landQueries.one(ref.id), select: comparedLand };
}

/**
 * Each chosen listing read by its id (never the whole catalogue), as the tray and the comparison
 * show it: in, still loading, gone from the backend (a 404 or an empty record), or failed to load.
 */
export function useComparedListings(refs: readonly ComparedRef[]): ComparedColumn[] {
  const results = useQueries({ queries: refs.map(comparedQuery) });
  return refs.map((ref, index) => {
    const result = results[index]!;
    const listing = result.data ?? null;
    let state: ComparedState = 'shown';
    if (result.isPending) state = 'loading';
    else if (result.isError) state = statusOf(result.error) === 404 ? 'missing' : 'failed';
    else if (!listing) state = 'missing';
    return { ref, state, listing, retry: () => void result.refetch() };
  });
}
