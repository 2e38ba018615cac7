import type { Rolldown } from 'vite';

export function routeTreeChunkGroups(): Rolldown.CodeSplittingGroup[];
