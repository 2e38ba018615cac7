import * as z from 'zod/mini';
import { num, looseObj, recordList, text, textList, type Modelled } from '@/lib/parse';

// A row's `_id` (the backend's, when it gives one) goes through the edit form, so the row keeps it.
export const locationBenefitSchema = looseObj({ _id: z.optional(text), name: text, value: text });

export const unitSchema = looseObj({
  _id: z.optional(text),
  unitType: text,
  numberOfBedrooms: num,
  numberOfBathrooms: num,
  numberOfKitchens: num,
  balcony: text,
  terrace: text,
});

/** Field names are the backend's own spelling. */
export const buildingSchema = looseObj({
  _id: text,
  generalInfo: looseObj({
    BuildingsName: text,
    AppartmentType: text,
    BuildingsType: text,
    currentStatus: text,
    approval: text,
    developerName: text,
    locationBenifits: recordList(locationBenefitSchema),
  }),
  locationDetails: looseObj({ address: text, city: text, state: text, zipCode: text, country: text }),
  physicalCharacteristics: looseObj({
    yearOfProssesion: text,
    numberOfTowers: num,
    totalFloors: num,
    totalArea: num,
    parkingFacilities: text,
  }),
  units: recordList(unitSchema),
  BuildingsImages: textList,
  BuildingsPlansImage: text,
  financialInfo: looseObj({ sellingPrice: num, maintenanceFees: num, pricingStatus: text }),
  propertyDescription: textList,
  extraInfo: looseObj({ amenities: textList, furnishings: text }),
});

export type Building = Modelled<z.infer<typeof buildingSchema>>;
export type Unit = Modelled<z.infer<typeof unitSchema>>;
export type LocationBenefit = Modelled<z.infer<typeof locationBenefitSchema>>;
export type BuildingInput = Omit<Building, '_id' | 'locationDetails'> & {
  _id?: string;
  locationDetails: Omit<Building['locationDetails'], 'zipCode'> & { zipCode: string | number };
};
