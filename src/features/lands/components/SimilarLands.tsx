import { loadedNearViewport } from '@/components/loadedNearViewport';

// Its own file: the cards and the list of every land load only as the visitor gets there.
export const SimilarLands = loadedNearViewport(() => import('./SimilarLandsList'));
