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
import { useGoneListings } from './useGoneListings';

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
 * Each chosen listing read by its id, as the tray and the comparison show it: in, still loading,
 * gone from the backend ('missing': its 404 confirmed by its kind's list, read only then), or not
 * loaded (any other failure, an answer that is no record included), which Retry reads again.
 */
export function useComparedListings(refs: readonly ComparedRef[]): ComparedColumn[] {
  const language = useLanguage();
  const { facts } = useMessages('compare');
  const results = useQueries({ queries: refs.map((ref) => comparedQuery(ref, language, facts)) });
  const gone = useGoneListings(refs.map((ref, index) => ({ ref, ...results[index]! })));
  const failedState = (ref: ComparedRef): ComparedState => {
    const check = gone(ref);
    return check === 'gone' ? 'missing' : check === 'checking' ? 'loading' : 'failed';
  };
  return refs.map((ref, index) => {
    const result = results[index]!;
    const listing = result.data ?? null;
    let state: ComparedState = 'shown';
    if (result.isPending) state = 'loading';
    else if (result.isError) state = failedState(ref);
    else if (!listing) state = 'failed';
    return { ref, state, listing, retry: () => void result.refetch() };
  });
}
