import { loadedNearViewport } from '@/components/loadedNearViewport';

// Its own file: the cards and the list of every building load only as the visitor gets there.
export const SimilarBuildings = loadedNearViewport(() => import('./SimilarBuildingsList'));
