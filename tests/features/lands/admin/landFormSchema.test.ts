import { describe, expect, it } from 'vitest';
import { acresToSqFt, formatAcres, sqFtToAcres, SQ_FT_PER_ACRE } from '@/features/lands/admin/area';
import {
  addLandSchema,
  emptyLandForm,
  formToLandInput,
  landToForm,
} from '@/features/lands/admin/landFormSchema';
import { LAND_MESSAGES } from '@/features/lands/messages';
import { land } from '@tests/test-utils/fixtures';

const acres1_5 = { ...land, physicalCharacteristics: { ...land.physicalCharacteristics, totalArea: 1.5 } };

describe('land area', () => {
  it('converts at 1 acre = 43,560 sq ft', () => {
    expect(SQ_FT_PER_ACRE).toBe(43_560);
    expect(acresToSqFt(1.5)).toBe(65_340);
    expect(sqFtToAcres(65_340)).toBe(1.5);
    expect(sqFtToAcres(1000)).toBe(0.022957);
  });

  it('reads as acres in lists', () => {
    expect(formatAcres(1)).toBe('1 acre');
    expect(formatAcres(2.5)).toBe('2.5 acres');
  });
});

describe('add land checks', () => {
  it('an empty form and a form without images give the one warning', () => {
    const empty = addLandSchema.safeParse(emptyLandForm());
    expect(empty.success).toBe(false);
    if (!empty.success) {
      expect(new Set(empty.error.issues.map((issue) => issue.message))).toEqual(
        new Set([LAND_MESSAGES.fillAll]),
      );
      expect(empty.error.issues).toHaveLength(17);
    }
    const noImages = addLandSchema.safeParse({ ...landToForm(land), propertyImages: [] });
    expect(noImages.success).toBe(false);
  });

  it('a complete land passes; spaces alone do not fill a field', () => {
    expect(addLandSchema.safeParse(landToForm(land)).success).toBe(true);
    const values = landToForm(land);
    values.utilities.waterAccess = '  ';
    expect(addLandSchema.safeParse(values).success).toBe(false);
  });
});

describe('land form mapping', () => {
  it('the edit form shows the area in square feet', () => {
    expect(landToForm(acres1_5).physicalCharacteristics.totalArea).toBe('65340');
  });

  it('edit: an untouched area keeps the stored acres exactly; a changed one is converted back', () => {
    const odd = {
      ...land,
      physicalCharacteristics: { ...land.physicalCharacteristics, totalArea: 1.23456789 },
    };
    expect(formToLandInput(landToForm(odd), 'edit', odd).physicalCharacteristics.totalArea).toBe(1.23456789);
    const values = landToForm(odd);
    values.physicalCharacteristics.totalArea = '87120';
    expect(formToLandInput(values, 'edit', odd).physicalCharacteristics.totalArea).toBe(2);
  });

  it('add takes acres as typed and sends the whole nested land, without an _id', () => {
    const values = landToForm(acres1_5);
    values.physicalCharacteristics.totalArea = '1.5';
    values.generalInfo.propertyName = ' Khordha Plot ';
    const { _id: _ignored, ...expected } = acres1_5;
    expect(formToLandInput(values, 'add')).toEqual(expected);
  });
});
