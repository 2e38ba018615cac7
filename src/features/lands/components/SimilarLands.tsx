import { lazy, type ReactNode } from 'react';
import { LoadedNearViewport } from '@/components/LoadedNearViewport';
import type { Land } from '@/features/lands/schema';

// Its own file: the cards and the list of every land load only as the visitor gets there.
const SimilarLandsList = lazy(() => import('./SimilarLandsList'));

/** `actionsOf`: the buttons each card carries (Shortlist, Compare), from the page. */
export function SimilarLands({ land, actionsOf }: { land: Land; actionsOf?: (other: Land) => ReactNode }) {
  return (
    <LoadedNearViewport>
      <SimilarLandsList land={land} actionsOf={actionsOf} />
    </LoadedNearViewport>
  );
}
