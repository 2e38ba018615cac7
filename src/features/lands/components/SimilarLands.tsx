import { lazyNearViewport } from '@/components/lazyNearViewport';

// Its own file: the cards and the list of every land load only as the visitor gets there.
export const SimilarLands = lazyNearViewport(() => import('./SimilarLandsList'));
