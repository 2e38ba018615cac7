import { lazy, type ReactNode } from 'react';
import { LoadedNearViewport } from '@/components/LoadedNearViewport';
import type { Building } from '@/features/buildings/schema';

// Its own file: the cards and the list of every building load only as the visitor gets there.
const SimilarBuildingsList = lazy(() => import('./SimilarBuildingsList'));

/** `actionsOf`: the buttons each card carries (Shortlist, Compare), from the page. */
export function SimilarBuildings({
  building,
  actionsOf,
}: {
  building: Building;
  actionsOf?: (other: Building) => ReactNode;
}) {
  return (
    <LoadedNearViewport>
      <SimilarBuildingsList building={building} actionsOf={actionsOf} />
    </LoadedNearViewport>
  );
}
