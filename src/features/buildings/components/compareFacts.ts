import { paths } from '@/config/paths';
import type { ComparedListing } from '@/lib/comparedListing';
import { capitalise } from '@/lib/text';
import type { Building, Unit } from '@/features/buildings/schema';
import { statusLabel } from '@/lib/statusLabel';
import { acres, countOf, NOT_GIVEN, yesNo } from './format';

const or = (value: string) => value.trim() || NOT_GIVEN;

function unitLine(unit: Unit): string {
  const bedrooms = countOf(unit.numberOfBedrooms, 'bedroom', 'bedrooms');
  const type = unit.unitType.trim();
  if (!type) return bedrooms;
  return bedrooms === NOT_GIVEN ? type : `${type} (${bedrooms})`;
}

/** An answer with neither an id nor a name is not a building. */
const isEmpty = (building: Building) => !building._id.trim() && !building.generalInfo.BuildingsName.trim();

/** A building as the comparison shows it, or `null` for an empty record. */
export function comparedBuilding(building: Building): ComparedListing | null {
  if (isEmpty(building)) return null;
  const { generalInfo: info, physicalCharacteristics: physical, extraInfo } = building;
  const name = info.BuildingsName.trim() || 'Untitled building';
  const units = building.units.map(unitLine).filter((line) => line !== NOT_GIVEN);
  return {
    name,
    image: building.BuildingsImages[0],
    to: building._id ? paths.building(info.BuildingsName, building._id) : null,
    facts: [
      { label: 'Type', value: or(capitalise(info.BuildingsType)) },
      { label: 'Status', value: or(statusLabel(info.currentStatus)) },
      { label: 'Approval', value: or(info.approval) },
      { label: 'Units and bedrooms', value: units.length ? units.join(', ') : NOT_GIVEN },
      { label: 'Floors', value: physical.totalFloors > 0 ? String(physical.totalFloors) : NOT_GIVEN },
      { label: 'Towers', value: physical.numberOfTowers > 0 ? String(physical.numberOfTowers) : NOT_GIVEN },
      { label: 'Area', value: acres(physical.totalArea) },
      { label: 'Parking', value: yesNo(physical.parkingFacilities) },
      { label: 'Possession year', value: or(physical.yearOfProssesion) },
      {
        label: 'Amenities',
        value: extraInfo.amenities.filter((amenity) => amenity.trim()).join(', ') || NOT_GIVEN,
      },
      { label: 'Furnishing', value: or(capitalise(extraInfo.furnishings)) },
      { label: 'City', value: or(building.locationDetails.city) },
    ],
  };
}
