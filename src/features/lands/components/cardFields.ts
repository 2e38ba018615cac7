import type { Land } from '@/features/lands/schema';

/** What a land's card shows: the fields its props need of a land. */
export interface LandCardData {
  _id: string;
  generalInfo: Pick<Land['generalInfo'], 'propertyName' | 'propertyType' | 'currentStatus'>;
  propertyImages: string[];
  locationDetails: Pick<Land['locationDetails'], 'address' | 'city'>;
  physicalCharacteristics: Pick<Land['physicalCharacteristics'], 'totalArea'>;
  financialInfo: Pick<Land['financialInfo'], 'sellingPrice'>;
}
