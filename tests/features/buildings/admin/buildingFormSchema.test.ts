import { describe, expect, it } from 'vitest';
import {
  buildingFormSchema,
  buildingToForm,
  emptyBuildingForm,
  formToBuildingInput,
  toNumber,
  zipCodeAsNumber,
} from '@/features/buildings/admin/buildingFormSchema';
import { BUILDING_MESSAGES } from '@/features/buildings/messages';
import { building, buildingInput } from '@tests/test-utils/fixtures';

const messagesOf = (result: ReturnType<ReturnType<typeof buildingFormSchema>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('building form checks', () => {
  it('add: the name, an image and the whole location are required', () => {
    const messages = messagesOf(buildingFormSchema('add').safeParse(emptyBuildingForm()));
    expect(messages).toEqual([
      `generalInfo.BuildingsName: ${BUILDING_MESSAGES.nameRequired}`,
      `BuildingsImages: ${BUILDING_MESSAGES.imagesRequired}`,
      `locationDetails.address: ${BUILDING_MESSAGES.locationRequired}`,
      `locationDetails.city: ${BUILDING_MESSAGES.locationRequired}`,
      `locationDetails.state: ${BUILDING_MESSAGES.locationRequired}`,
      `locationDetails.zipCode: ${BUILDING_MESSAGES.locationRequired}`,
      `locationDetails.country: ${BUILDING_MESSAGES.locationRequired}`,
    ]);
  });

  it('add: a name of spaces is no name', () => {
    const values = buildingToForm(building);
    values.generalInfo.BuildingsName = '   ';
    expect(messagesOf(buildingFormSchema('add').safeParse(values))).toEqual([
      `generalInfo.BuildingsName: ${BUILDING_MESSAGES.nameRequired}`,
    ]);
  });

  it('edit: nothing is required', () => {
    expect(buildingFormSchema('edit').safeParse(emptyBuildingForm()).success).toBe(true);
  });

  it('numbers must be numbers of 0 or more when given', () => {
    const values = buildingToForm(building);
    values.financialInfo.sellingPrice = '-5';
    values.units[0]!.numberOfBedrooms = 'many';
    expect(messagesOf(buildingFormSchema('edit').safeParse(values))).toEqual([
      `units.0.numberOfBedrooms: ${BUILDING_MESSAGES.notANumber}`,
      `financialInfo.sellingPrice: ${BUILDING_MESSAGES.notANumber}`,
    ]);
  });
});

describe('building form mapping', () => {
  it('a stored building survives the round trip through the add form unchanged', () => {
    expect(formToBuildingInput(buildingToForm(building), 'add')).toEqual(buildingInput);
  });

  it('edit sends zipCode as a number, the rest unchanged', () => {
    const sent = formToBuildingInput(buildingToForm(building), 'edit');
    expect(sent.locationDetails.zipCode).toBe(751024);
    expect({ ...sent, locationDetails: { ...sent.locationDetails, zipCode: '751024' } }).toEqual(
      buildingInput,
    );
  });

  it('drops rows left entirely empty and trims text', () => {
    const values = emptyBuildingForm();
    values.generalInfo.BuildingsName = '  Sai Heights ';
    values.generalInfo.locationBenifits.push({ name: ' School ', value: '1 km' });
    values.units.push({ ...values.units[0]!, unitType: 'Duplex', numberOfBedrooms: '3' });
    values.propertyDescription.push({ text: ' Lake view. ' });
    values.extraInfo.amenities.push({ name: 'Gym' });
    const sent = formToBuildingInput(values, 'add');
    expect(sent.generalInfo.BuildingsName).toBe('Sai Heights');
    expect(sent.generalInfo.locationBenifits).toEqual([{ name: 'School', value: '1 km' }]);
    expect(sent.units).toEqual([
      {
        unitType: 'Duplex',
        numberOfBedrooms: 3,
        numberOfBathrooms: 0,
        numberOfKitchens: 0,
        balcony: '',
        terrace: '',
      },
    ]);
    expect(sent.propertyDescription).toEqual(['Lake view.']);
    expect(sent.extraInfo.amenities).toEqual(['Gym']);
    expect(sent).not.toHaveProperty('_id');
  });

  it('reads typed numbers; empty is 0', () => {
    expect(toNumber('')).toBe(0);
    expect(toNumber(' 2.5 ')).toBe(2.5);
    expect(toNumber('x')).toBe(0);
    expect(zipCodeAsNumber(' 751024 ')).toBe(751024);
    expect(zipCodeAsNumber('')).toBe('');
  });

  it("a row read with an _id keeps it through the form, and the form's checks keep it too", () => {
    const stored = {
      ...building,
      generalInfo: {
        ...building.generalInfo,
        locationBenifits: [
          { _id: 'lb-1', name: 'School', value: '1 km' },
          { name: 'Park', value: '2 km' },
        ],
      },
      units: building.units.map((unit, index) => ({ ...unit, _id: `unit-${index}` })),
    };
    const values = buildingFormSchema('edit').parse(buildingToForm(stored));
    const sent = formToBuildingInput(values, 'edit');
    expect(sent.generalInfo.locationBenifits).toEqual([
      { _id: 'lb-1', name: 'School', value: '1 km' },
      { name: 'Park', value: '2 km' },
    ]);
    expect(sent.units.map((unit) => unit._id)).toEqual(building.units.map((_, index) => `unit-${index}`));
  });

  it('the edit form keeps every stored row, with nothing added', () => {
    const values = buildingToForm({ ...building, units: [], propertyDescription: [] });
    expect(values.units).toEqual([]);
    expect(values.propertyDescription).toEqual([]);
    expect(values.generalInfo.locationBenifits).toHaveLength(2);
  });
});
