import { includesText } from '@/lib/text';
import type { Building } from './schema';

export function searchBuildings(buildings: readonly Building[], query: string): Building[] {
  return buildings.filter((building) => includesText(building.generalInfo.BuildingsName, query));
}
