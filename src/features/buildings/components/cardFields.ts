import type { Building } from '@/features/buildings/schema';

/** What a card shows, and all a list page written at build time carries of each building. */
export interface BuildingCardData {
  _id: string;
  generalInfo: Pick<Building['generalInfo'], 'BuildingsName' | 'AppartmentType' | 'BuildingsType'>;
  BuildingsImages: string[];
  locationDetails: Pick<Building['locationDetails'], 'address' | 'city'>;
}

export function toBuildingCard(building: BuildingCardData): BuildingCardData {
  const { BuildingsName, AppartmentType, BuildingsType } = building.generalInfo;
  const { address, city } = building.locationDetails;
  return {
    _id: building._id,
    generalInfo: { BuildingsName, AppartmentType, BuildingsType },
    BuildingsImages: building.BuildingsImages.slice(0, 2),
    locationDetails: { address, city },
  };
}
