import { includesText, normaliseText } from '@/lib/text';
import type { Land } from './schema';

export function searchLands(lands: readonly Land[], query: string): Land[] {
  return lands.filter((land) => includesText(land.generalInfo.propertyName, query));
}

export function isSold(land: { generalInfo: Pick<Land['generalInfo'], 'currentStatus'> }): boolean {
  return normaliseText(land.generalInfo.currentStatus) === 'sold';
}
