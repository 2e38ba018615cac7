import * as z from 'zod/mini';
import { num, obj, recordList, text, textList } from '../../lib/parse';

export const BUILDING_TYPES = ['residential', 'commercial', 'both'] as const;
export const BUILDING_STATUSES = ['under construction', 'pre-lunch', 'completed', 'upcoming'] as const;
export const APPROVALS = ['RERA', 'BDA', 'BMC', 'BDO'] as const;
export const PRICING_STATUSES = ['on request', 'call for price', 'fixed price'] as const;
export const FURNISHINGS = ['fully furnished', 'semi-furnished', 'not furnished'] as const;
export const YES_NO = ['yes', 'no'] as const;
/** Unit types offered by the add screen (SPEC.md §3: the two lists differ). */
export const ADD_UNIT_TYPES = ['Simplex', 'Duplex', 'Triplex', '4 + S'] as const;
/** Unit types offered by the edit form. */
export const EDIT_UNIT_TYPES = [
  '1 BHK 1T',
  '2 BHK 2T',
  '3 BHK 2T',
  '3 BHK 3T',
  '4 BHK 4T',
  '4 BHK 3T',
  'Villa',
  'Studio',
  'Duplex',
  'Triplex',
  'Simplex',
] as const;

export const locationBenefitSchema = obj({ name: text, value: text });

export const unitSchema = obj({
  unitType: text,
  numberOfBedrooms: num,
  numberOfBathrooms: num,
  numberOfKitchens: num,
  balcony: text,
  terrace: text,
});

/** A building as the backend stores it; field names are the backend's own spelling. */
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
/**
 * What add and edit send: the whole building; a new one has no _id yet. The edit form sends
 * zipCode as a number (SPEC.md §3).
 */
export type BuildingInput = Omit<Building, '_id' | 'locationDetails'> & {
  _id?: string;
  locationDetails: Omit<Building['locationDetails'], 'zipCode'> & { zipCode: string | number };
};
