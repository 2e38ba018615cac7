import * as z from 'zod/mini';
import { num, looseObj, text, textList, type Modelled } from '@/lib/parse';

export const landSchema = looseObj({
  _id: text,
  generalInfo: looseObj({ propertyName: text, propertyType: text, currentStatus: text }),
  locationDetails: looseObj({ address: text, city: text, state: text, zipCode: text, country: text }),
  physicalCharacteristics: looseObj({ totalArea: num, terrainType: text, soilType: text, roadAccess: text }),
  financialInfo: looseObj({ sellingPrice: num }),
  utilities: looseObj({ waterAccess: text, sewageSystem: text, electricityAccess: text }),
  propertyImages: textList,
});

export type Land = Modelled<z.infer<typeof landSchema>>;
export type LandInput = Omit<Land, '_id'> & { _id?: string };
