import * as z from 'zod/mini';
import { num, obj, recordList, text, textList } from '@/lib/parse';

export const locationBenefitSchema = obj({ name: text, value: text });

export const unitSchema = obj({
  unitType: text,
  numberOfBedrooms: num,
  numberOfBathrooms: num,
  numberOfKitchens: num,
  balcony: text,
  terrace: text,
});

/** Field names are the backend's own spelling. */
export const buildingSchema = obj({
  _id: text,
  generalInfo: obj({
    BuildingsName: text,
    AppartmentType: text,
    BuildingsType: text,
    currentStatus: text,
    approval: text,
    developerName: text,
    locationBenifits: recordList(locationBenefitSchema),
  }),
  locationDetails: obj({ address: text, city: text, state: text, zipCode: text, country: text }),
  physicalCharacteristics: obj({
    yearOfProssesion: text,
    numberOfTowers: num,
    totalFloors: num,
    totalArea: num,
    parkingFacilities: text,
  }),
  units: recordList(unitSchema),
  BuildingsImages: textList,
  BuildingsPlansImage: text,
  financialInfo: obj({ sellingPrice: num, maintenanceFees: num, pricingStatus: text }),
  propertyDescription: textList,
  extraInfo: obj({ amenities: textList, furnishings: text }),
});

export type Building = z.infer<typeof buildingSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type LocationBenefit = z.infer<typeof locationBenefitSchema>;
export type BuildingInput = Omit<Building, '_id' | 'locationDetails'> & {
  _id?: string;
  locationDetails: Omit<Building['locationDetails'], 'zipCode'> & { zipCode: string | number };
};
