/**
 * The listings the buyer tests open (the seed's first building and first land) and their pages'
 * addresses, written out as a visitor sees them; for the integration and the e2e tests alike.
 */
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';

export const listedBuilding = seedBuildings[0]!;
export const BUILDING_NAME = listedBuilding.generalInfo.BuildingsName;
export const buildingPath = `/property/${encodeURIComponent(BUILDING_NAME)}/${listedBuilding._id}`;

export const listedLand = seedLands[0]!;
export const LAND_NAME = listedLand.generalInfo.propertyName;
export const landPath = `/property/land-details/${listedLand._id}`;

/** A land whose type no other land has, so it has no similar lands to offer. */
export const landOfItsOwnType = seedLands.find(
  (one) =>
    seedLands.filter((other) => other.generalInfo.propertyType === one.generalInfo.propertyType).length === 1,
)!;
