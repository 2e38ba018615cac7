import { lazy } from 'react';
import { LoadedNearViewport } from '@/components/LoadedNearViewport';
import type { Building } from '@/features/buildings/schema';

// Its own file: the cards and the list of every building load only as the visitor gets there.
const SimilarBuildingsList = lazy(() => import('./SimilarBuildingsList'));

export function SimilarBuildings({ building }: { building: Building }) {
  return (
    <LoadedNearViewport>
      <SimilarBuildingsList building={building} />
    </LoadedNearViewport>
  );
}
