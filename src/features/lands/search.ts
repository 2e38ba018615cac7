import { includesText, normaliseText } from '@/lib/text';
import type { Land } from './schema';

/** The public search: by the land's property name, case-insensitive. */
export function searchLands(lands: readonly Land[], query: string): Land[] {
  return lands.filter((land) => includesText(land.generalInfo.propertyName, query));
}

/** A land already sold (status 'sold' in any case): lists show it last, with a 'Sold' badge. */
export function isSold(land: Land): boolean {
  return normaliseText(land.generalInfo.currentStatus) === 'sold';
}
