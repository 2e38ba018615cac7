import { lazy, Suspense } from 'react';
import { LOAD_AHEAD_PX, useNearViewport } from '../../../lib/useNearViewport';
import type { Land } from '../schema';

// Its own file: the cards and the list of every land load only as the visitor gets there.
const SimilarLandsList = lazy(() => import('./SimilarLandsList'));

/** 'Similar Properties' at the foot of a land's page, loaded as it nears the viewport. */
export function SimilarLands({ land }: { land: Land }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD_PX);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <SimilarLandsList land={land} />
        </Suspense>
      ) : null}
    </div>
  );
}
