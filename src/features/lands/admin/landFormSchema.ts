import '@/lib/zodConfig';
import { z } from 'zod';
import { LAND_MESSAGES } from '@/features/lands/messages';
import type { Land, LandInput } from '@/features/lands/schema';
import { acresToSqFt, sqFtToAcres } from './area';

export type LandFormMode = 'add' | 'edit';

const filled = z.string().trim().min(1, LAND_MESSAGES.fillAll);
const filledNumber = filled.refine(
  (value) => Number.isFinite(Number(value)) && Number(value) >= 0,
  LAND_MESSAGES.notANumber,
);

export const addLandSchema = z.object({
  generalInfo: z.object({ propertyName: filled, propertyType: filled, currentStatus: filled }),
  locationDetails: z.object({
    address: filled,
    city: filled,
    state: filled,
    zipCode: filled,
    country: filled,
  }),
  physicalCharacteristics: z.object({
    totalArea: filledNumber,
    terrainType: filled,
    soilType: filled,
    roadAccess: filled,
  }),
  financialInfo: z.object({ sellingPrice: filledNumber }),
  utilities: z.object({ waterAccess: filled, sewageSystem: filled, electricityAccess: filled }),
  propertyImages: z.array(z.string()).min(1, LAND_MESSAGES.fillAll),
});

export type LandFormValues = z.input<typeof addLandSchema>;

export function emptyLandForm(): LandFormValues {
  return {
    generalInfo: { propertyName: '', propertyType: '', currentStatus: '' },
    locationDetails: { address: '', city: '', state: '', zipCode: '', country: '' },
    physicalCharacteristics: { totalArea: '', terrainType: '', soilType: '', roadAccess: '' },
    financialInfo: { sellingPrice: '' },
    utilities: { waterAccess: '', sewageSystem: '', electricityAccess: '' },
    propertyImages: [],
  };
}

export function landToForm(land: Land): LandFormValues {
  return {
    generalInfo: { ...land.generalInfo },
    locationDetails: { ...land.locationDetails },
    physicalCharacteristics: {
      ...land.physicalCharacteristics,
      totalArea: String(acresToSqFt(land.physicalCharacteristics.totalArea)),
    },
    financialInfo: { sellingPrice: String(land.financialInfo.sellingPrice) },
    utilities: { ...land.utilities },
    propertyImages: [...land.propertyImages],
  };
}

const toNumber = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : 0;
};

/** An area left as shown keeps the stored value exactly (no rounding drift). */
export function formToLandInput(values: LandFormValues, mode: LandFormMode, stored?: Land): LandInput {
  const { generalInfo, locationDetails, physicalCharacteristics, financialInfo, utilities } = values;
  const areaText = physicalCharacteristics.totalArea.trim();
  let totalArea = toNumber(areaText);
  if (mode === 'edit') {
    const storedAcres = stored?.physicalCharacteristics.totalArea;
    totalArea =
      storedAcres !== undefined && areaText === String(acresToSqFt(storedAcres))
        ? storedAcres
        : sqFtToAcres(totalArea);
  }
  // The form's texts trimmed; a key the reader kept unread (any value) goes as it is.
  const trim = <T extends Record<string, string>>(record: T): T =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]: [string, unknown]) => [
        key,
        typeof value === 'string' ? value.trim() : value,
      ]),
    ) as T;
  return {
    generalInfo: trim(generalInfo),
    locationDetails: trim(locationDetails),
    physicalCharacteristics: {
      totalArea,
      terrainType: physicalCharacteristics.terrainType,
      soilType: physicalCharacteristics.soilType.trim(),
      roadAccess: physicalCharacteristics.roadAccess,
    },
    financialInfo: { sellingPrice: toNumber(financialInfo.sellingPrice) },
    utilities: trim(utilities),
    propertyImages: [...values.propertyImages],
  };
}
