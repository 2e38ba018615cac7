import { lazy } from 'react';
import { LoadedNearViewport } from '@/components/LoadedNearViewport';
import type { Land } from '@/features/lands/schema';

// Its own file: the cards and the list of every land load only as the visitor gets there.
const SimilarLandsList = lazy(() => import('./SimilarLandsList'));

export function SimilarLands({ land }: { land: Land }) {
  return (
    <LoadedNearViewport>
      <SimilarLandsList land={land} />
    </LoadedNearViewport>
  );
}
