import * as z from 'zod/mini';
import { num, obj, text, textList } from '@/lib/parse';

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
