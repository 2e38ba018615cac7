import '@/lib/zodConfig';
import { z } from 'zod';
import { BUILDING_MESSAGES } from '@/features/buildings/messages';
import type { Building, BuildingInput } from '@/features/buildings/schema';

export type BuildingFormMode = 'add' | 'edit';

export const LOCATION_FIELDS = ['address', 'city', 'state', 'zipCode', 'country'] as const;

const numberText = z
  .string()
  .refine(
    (value) => value.trim() === '' || (Number.isFinite(Number(value)) && Number(value) >= 0),
    BUILDING_MESSAGES.notANumber,
  );

// A row read from the backend keeps its `_id` through the form, so an edit sends it back with the row.
const rowId = z.string().optional();

const unitRow = z.object({
  _id: rowId,
  unitType: z.string(),
  numberOfBedrooms: numberText,
  numberOfBathrooms: numberText,
  numberOfKitchens: numberText,
  balcony: z.string(),
  terrace: z.string(),
});

const baseSchema = z.object({
  generalInfo: z.object({
    BuildingsName: z.string(),
    AppartmentType: z.string(),
    BuildingsType: z.string(),
    currentStatus: z.string(),
    approval: z.string(),
    developerName: z.string(),
    locationBenifits: z.array(z.object({ _id: rowId, name: z.string(), value: z.string() })),
  }),
  locationDetails: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  physicalCharacteristics: z.object({
    yearOfProssesion: z.string(),
    numberOfTowers: numberText,
    totalFloors: numberText,
    totalArea: numberText,
    parkingFacilities: z.string(),
  }),
  units: z.array(unitRow),
  BuildingsImages: z.array(z.string()),
  BuildingsPlansImage: z.string(),
  financialInfo: z.object({
    sellingPrice: numberText,
    maintenanceFees: numberText,
    pricingStatus: z.string(),
  }),
  // react-hook-form's field arrays hold objects, so each paragraph and amenity is wrapped.
  propertyDescription: z.array(z.object({ text: z.string() })),
  extraInfo: z.object({
    amenities: z.array(z.object({ name: z.string() })),
    furnishings: z.string(),
  }),
});

export type BuildingFormValues = z.infer<typeof baseSchema>;
export type UnitRow = BuildingFormValues['units'][number];

/** Add requires the name, an image and the whole location; edit requires nothing. */
export function buildingFormSchema(mode: BuildingFormMode) {
  if (mode === 'edit') return baseSchema;
  return baseSchema.superRefine((values, ctx) => {
    if (!values.generalInfo.BuildingsName.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['generalInfo', 'BuildingsName'],
        message: BUILDING_MESSAGES.nameRequired,
      });
    }
    if (values.BuildingsImages.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['BuildingsImages'], message: BUILDING_MESSAGES.imagesRequired });
    }
    for (const field of LOCATION_FIELDS) {
      if (!values.locationDetails[field].trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['locationDetails', field],
          message: BUILDING_MESSAGES.locationRequired,
        });
      }
    }
  });
}

export const blankUnit = (): UnitRow => ({
  unitType: '',
  numberOfBedrooms: '',
  numberOfBathrooms: '',
  numberOfKitchens: '',
  balcony: '',
  terrace: '',
});

export function emptyBuildingForm(): BuildingFormValues {
  return {
    generalInfo: {
      BuildingsName: '',
      AppartmentType: '',
      BuildingsType: '',
      currentStatus: '',
      approval: '',
      developerName: '',
      locationBenifits: [{ name: '', value: '' }],
    },
    locationDetails: { address: '', city: '', state: '', zipCode: '', country: '' },
    physicalCharacteristics: {
      yearOfProssesion: '',
      numberOfTowers: '',
      totalFloors: '',
      totalArea: '',
      parkingFacilities: '',
    },
    units: [blankUnit()],
    BuildingsImages: [],
    BuildingsPlansImage: '',
    financialInfo: { sellingPrice: '', maintenanceFees: '', pricingStatus: '' },
    propertyDescription: [{ text: '' }],
    extraInfo: { amenities: [{ name: '' }], furnishings: '' },
  };
}

const withRowId = (id: string | undefined) => (id ? { _id: id } : {});

export function buildingToForm(building: Building): BuildingFormValues {
  const { generalInfo, locationDetails, physicalCharacteristics, financialInfo, extraInfo } = building;
  return {
    generalInfo: {
      BuildingsName: generalInfo.BuildingsName,
      AppartmentType: generalInfo.AppartmentType,
      BuildingsType: generalInfo.BuildingsType,
      currentStatus: generalInfo.currentStatus,
      approval: generalInfo.approval,
      developerName: generalInfo.developerName,
      locationBenifits: generalInfo.locationBenifits.map(({ _id, name, value }) => ({
        ...withRowId(_id),
        name,
        value,
      })),
    },
    locationDetails: { ...locationDetails },
    physicalCharacteristics: {
      yearOfProssesion: physicalCharacteristics.yearOfProssesion,
      numberOfTowers: String(physicalCharacteristics.numberOfTowers),
      totalFloors: String(physicalCharacteristics.totalFloors),
      totalArea: String(physicalCharacteristics.totalArea),
      parkingFacilities: physicalCharacteristics.parkingFacilities,
    },
    units: building.units.map((unit) => ({
      ...withRowId(unit._id),
      unitType: unit.unitType,
      numberOfBedrooms: String(unit.numberOfBedrooms),
      numberOfBathrooms: String(unit.numberOfBathrooms),
      numberOfKitchens: String(unit.numberOfKitchens),
      balcony: unit.balcony,
      terrace: unit.terrace,
    })),
    BuildingsImages: [...building.BuildingsImages],
    BuildingsPlansImage: building.BuildingsPlansImage,
    financialInfo: {
      sellingPrice: String(financialInfo.sellingPrice),
      maintenanceFees: String(financialInfo.maintenanceFees),
      pricingStatus: financialInfo.pricingStatus,
    },
    propertyDescription: building.propertyDescription.map((text) => ({ text })),
    extraInfo: {
      amenities: extraInfo.amenities.map((name) => ({ name })),
      furnishings: extraInfo.furnishings,
    },
  };
}

/** An empty field is 0: the backend's numbers have no "unset". */
export function toNumber(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/** The edit form sends zipCode as a number, the add form as text; an empty one stays empty. */
export function zipCodeAsNumber(text: string): number | string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

const isBlank = (...texts: string[]) => texts.every((text) => text.trim() === '');

export function formToBuildingInput(values: BuildingFormValues, mode: BuildingFormMode): BuildingInput {
  const { generalInfo, locationDetails, physicalCharacteristics, financialInfo, extraInfo } = values;
  return {
    generalInfo: {
      BuildingsName: generalInfo.BuildingsName.trim(),
      AppartmentType: generalInfo.AppartmentType.trim(),
      BuildingsType: generalInfo.BuildingsType,
      currentStatus: generalInfo.currentStatus,
      approval: generalInfo.approval,
      developerName: generalInfo.developerName.trim(),
      locationBenifits: generalInfo.locationBenifits
        .filter((benefit) => !isBlank(benefit.name, benefit.value))
        .map((benefit) => ({
          ...withRowId(benefit._id),
          name: benefit.name.trim(),
          value: benefit.value.trim(),
        })),
    },
    locationDetails: {
      address: locationDetails.address.trim(),
      city: locationDetails.city.trim(),
      state: locationDetails.state.trim(),
      zipCode: mode === 'edit' ? zipCodeAsNumber(locationDetails.zipCode) : locationDetails.zipCode.trim(),
      country: locationDetails.country.trim(),
    },
    physicalCharacteristics: {
      yearOfProssesion: physicalCharacteristics.yearOfProssesion.trim(),
      numberOfTowers: toNumber(physicalCharacteristics.numberOfTowers),
      totalFloors: toNumber(physicalCharacteristics.totalFloors),
      totalArea: toNumber(physicalCharacteristics.totalArea),
      parkingFacilities: physicalCharacteristics.parkingFacilities,
    },
    units: values.units
      .filter(
        (unit) =>
          !isBlank(
            unit.unitType,
            unit.numberOfBedrooms,
            unit.numberOfBathrooms,
            unit.numberOfKitchens,
            unit.balcony,
            unit.terrace,
          ),
      )
      .map((unit) => ({
        ...withRowId(unit._id),
        unitType: unit.unitType,
        numberOfBedrooms: toNumber(unit.numberOfBedrooms),
        numberOfBathrooms: toNumber(unit.numberOfBathrooms),
        numberOfKitchens: toNumber(unit.numberOfKitchens),
        balcony: unit.balcony,
        terrace: unit.terrace,
      })),
    BuildingsImages: [...values.BuildingsImages],
    BuildingsPlansImage: values.BuildingsPlansImage,
    financialInfo: {
      sellingPrice: toNumber(financialInfo.sellingPrice),
      maintenanceFees: toNumber(financialInfo.maintenanceFees),
      pricingStatus: financialInfo.pricingStatus,
    },
    propertyDescription: values.propertyDescription
      .map((paragraph) => paragraph.text.trim())
      .filter((text) => text !== ''),
    extraInfo: {
      amenities: extraInfo.amenities.map((amenity) => amenity.name.trim()).filter((name) => name !== ''),
      furnishings: extraInfo.furnishings,
    },
  };
}
