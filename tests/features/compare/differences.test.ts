import { describe, expect, it } from 'vitest';
import { compareRows, rowDiffers } from '@/features/compare/differences';

describe('rowDiffers', () => {
  it('is true when two shown values differ', () => {
    expect(rowDiffers(['RERA', 'BDA'])).toBe(true);
    expect(rowDiffers(['3', '3', '4'])).toBe(true);
  });

  it('ignores case and spacing, and listings without the value', () => {
    expect(rowDiffers(['Semi-furnished', ' semi-furnished '])).toBe(false);
    expect(rowDiffers(['Bhubaneswar', null, 'Bhubaneswar'])).toBe(false);
    expect(rowDiffers(['Puri', null])).toBe(false);
    expect(rowDiffers([null, null])).toBe(false);
  });
});

describe('compareRows', () => {
  it('makes one row per fact, in order, with null where a listing has none, and marks the differing ones', () => {
    const rows = compareRows([
      [
        { label: 'Type', value: 'Residential' },
        { label: 'City', value: 'Puri' },
      ],
      null,
      [
        { label: 'Type', value: 'Commercial' },
        { label: 'City', value: 'Puri' },
      ],
    ]);
    expect(rows).toEqual([
      { label: 'Type', values: ['Residential', null, 'Commercial'], differs: true },
      { label: 'City', values: ['Puri', null, 'Puri'], differs: false },
    ]);
  });

  it('takes labels from any listing that has them', () => {
    const rows = compareRows([null, [{ label: 'Area', value: '2 Acres' }]]);
    expect(rows).toEqual([{ label: 'Area', values: [null, '2 Acres'], differs: false }]);
  });
});
