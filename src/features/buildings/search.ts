import { includesText } from '@/lib/text';
import type { Building } from './schema';

/** The public search: by building name, case-insensitive (SPEC.md §2, Properties page). */
export function searchBuildings(buildings: readonly Building[], query: string): Building[] {
  return buildings.filter((building) => includesText(building.generalInfo.BuildingsName, query));
}
