import { lazy, Suspense } from 'react';
import { LOAD_AHEAD_PX, useNearViewport } from '../../../lib/useNearViewport';
import type { Building } from '../schema';

// Its own file: the cards and the list of every building load only as the visitor gets there.
const SimilarBuildingsList = lazy(() => import('./SimilarBuildingsList'));

/** 'Similar Properties' at the foot of a building's page, loaded as it nears the viewport. */
export function SimilarBuildings({ building }: { building: Building }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD_PX);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <SimilarBuildingsList building={building} />
        </Suspense>
      ) : null}
    </div>
  );
}
