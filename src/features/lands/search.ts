import { includesText } from '../../lib/text';
import type { Land } from './schema';

/** The public search: by the land's property name, case-insensitive. */
export function searchLands(lands: readonly Land[], query: string): Land[] {
  return lands.filter((land) => includesText(land.generalInfo.propertyName, query));
}
