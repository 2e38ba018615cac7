import * as z from 'zod/mini';
import { num, obj, text, textList } from '../../lib/parse';

export const LAND_TYPES = ['agricultural', 'residential', 'commercial', 'industrial'] as const;
export const LAND_STATUSES = ['available', 'under contract', 'sold'] as const;
export const TERRAIN_TYPES = ['flat', 'hilly', 'wooded', 'cleared'] as const;
export const ROAD_ACCESS = ['paved', 'dirt', 'no access'] as const;
export const WATER_ACCESS = ['municipal', 'well', 'none'] as const;
export const SEWAGE_SYSTEMS = ['municipal', 'septic', 'none'] as const;
export const ELECTRICITY_ACCESS = ['yes', 'no'] as const;

/** A land as the backend stores it. */
export const landSchema = obj({
  _id: text,
  generalInfo: obj({ propertyName: text, propertyType: text, currentStatus: text }),
  locationDetails: obj({ address: text, city: text, state: text, zipCode: text, country: text }),
  physicalCharacteristics: obj({ totalArea: num, terrainType: text, soilType: text, roadAccess: text }),
  financialInfo: obj({ sellingPrice: num }),
  utilities: obj({ waterAccess: text, sewageSystem: text, electricityAccess: text }),
  propertyImages: textList,
});

export type Land = z.infer<typeof landSchema>;
export type LandInput = Omit<Land, '_id'> & { _id?: string };
