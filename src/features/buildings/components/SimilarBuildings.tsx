import { lazy } from 'react';
import { LoadedNearViewport } from '@/components/LoadedNearViewport';
import type { SimilarBuildingsProps } from './SimilarBuildingsList';

// Its own file: the cards and the list of every building load only as the visitor gets there.
const SimilarBuildingsList = lazy(() => import('./SimilarBuildingsList'));

export function SimilarBuildings({ building, cardActions }: SimilarBuildingsProps) {
  return (
    <LoadedNearViewport>
      <SimilarBuildingsList building={building} cardActions={cardActions} />
    </LoadedNearViewport>
  );
}
