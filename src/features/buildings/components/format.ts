import { groupDigits } from '@/lib/numbers';
import { capitalise } from '@/lib/text';
import type { Building } from '@/features/buildings/schema';

export const NOT_GIVEN = 'N/A';

export function yesNo(value: string): string {
  return capitalise(value) || NOT_GIVEN;
}

export function acres(value: number): string {
  if (!value) return NOT_GIVEN;
  const amount = groupDigits(value, 2);
  return `${amount} ${amount === '1' ? 'Acre' : 'Acres'}`;
}

export function countOf(value: number, one: string, many: string): string {
  return value > 0 ? `${value} ${value === 1 ? one : many}` : NOT_GIVEN;
}

export function buildingLocation(building: {
  locationDetails: Pick<Building['locationDetails'], 'address' | 'city'>;
}): string {
  const { address, city } = building.locationDetails;
  return [address, city].filter((part) => part.trim()).join(', ');
}

/** An answer with neither an id nor a name is not a building (an empty or malformed record). */
export const isEmptyBuilding = (building: Building) =>
  !building._id.trim() && !building.generalInfo.BuildingsName.trim();
