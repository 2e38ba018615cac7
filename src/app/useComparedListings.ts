import { useQueries } from '@tanstack/react-query';
import { comparedBuilding } from '@/features/buildings/components/compareFacts';
import { buildingQueries } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import type { ComparedColumn, ComparedState } from '@/features/compare/columns';
import type { ComparedRef } from '@/features/compare/compareList';
import { comparedLand } from '@/features/lands/components/compareFacts';
import { landQueries } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import type { Messages } from '@/lib/i18n/catalogue';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { statusOf } from '@/lib/httpStatus';

/**
 * The query that reads one listing: the record page's own, so a listing opened before is in the
 * cache; its facts are written in the page's language.
 */
function comparedQuery(ref: ComparedRef, language: Language, words: Messages<'compare'>['facts']) {
  return ref.kind === 'building'
    ? {
        ...buildingQueries.one(ref.id),
        select: (building: Building) => comparedBuilding(building, language, words),
      }
    : {
        ...landQueries.one(ref.id),
        select: (land: Land) => comparedLand(land, language, words),
      };
}

/**
 * Each chosen listing read by its id (never the whole catalogue), as the tray and the comparison
 * show it: in, still loading, gone from the backend (a 404 or an empty record), or failed to load.
 */
export function useComparedListings(refs: readonly ComparedRef[]): ComparedColumn[] {
  const language = useLanguage();
  const { facts } = useMessages('compare');
  const results = useQueries({ queries: refs.map((ref) => comparedQuery(ref, language, facts)) });
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
