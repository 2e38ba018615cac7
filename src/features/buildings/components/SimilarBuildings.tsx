import { lazyNearViewport } from '@/components/lazyNearViewport';

// Its own file: the cards and the list of every building load only as the visitor gets there.
export const SimilarBuildings = lazyNearViewport(() => import('./SimilarBuildingsList'));
