import type { Land } from '@/features/lands/schema';

/** What a card shows, and all a list page written at build time carries of each land. */
export interface LandCardData {
  _id: string;
  generalInfo: Pick<Land['generalInfo'], 'propertyName' | 'propertyType' | 'currentStatus'>;
  propertyImages: string[];
  locationDetails: Pick<Land['locationDetails'], 'address' | 'city'>;
  physicalCharacteristics: Pick<Land['physicalCharacteristics'], 'totalArea'>;
  financialInfo: Pick<Land['financialInfo'], 'sellingPrice'>;
}

export function toLandCard(land: LandCardData): LandCardData {
  const { propertyName, propertyType, currentStatus } = land.generalInfo;
  const { address, city } = land.locationDetails;
  return {
    _id: land._id,
    generalInfo: { propertyName, propertyType, currentStatus },
    propertyImages: land.propertyImages.slice(0, 1),
    locationDetails: { address, city },
    physicalCharacteristics: { totalArea: land.physicalCharacteristics.totalArea },
    financialInfo: { sellingPrice: land.financialInfo.sellingPrice },
  };
}
