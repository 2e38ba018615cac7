import { lazy } from 'react';
import { LoadedNearViewport } from '@/components/LoadedNearViewport';
import type { SimilarLandsProps } from './SimilarLandsList';

// Its own file: the cards and the list of every land load only as the visitor gets there.
const SimilarLandsList = lazy(() => import('./SimilarLandsList'));

export function SimilarLands({ land, cardActions }: SimilarLandsProps) {
  return (
    <LoadedNearViewport>
      <SimilarLandsList land={land} cardActions={cardActions} />
    </LoadedNearViewport>
  );
}
