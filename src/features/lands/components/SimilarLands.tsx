import { lazy } from 'react';
import { LoadedNearViewport } from '@/components/LoadedNearViewport';
import type { Land } from '@/features/lands/schema';

// Its own file: the cards and the list of every land load only as the visitor gets there.
const SimilarLandsList = lazy(() => import('./SimilarLandsList'));

/** 'Similar Properties' at the foot of a land's page, loaded as it nears the viewport. */
export function SimilarLands({ land }: { land: Land }) {
  return (
    <LoadedNearViewport>
      <SimilarLandsList land={land} />
    </LoadedNearViewport>
  );
}
