import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { compareText } from '@/lib/textOrder';

const numericCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const collator = new Intl.Collator('en', { sensitivity: 'base' });

const sameOrder = (a: string, b: string) => {
  expect(compareText(a, b)).toBe(Math.sign(numericCollator.compare(a, b)));
  expect(compareText(a, b, false)).toBe(Math.sign(collator.compare(a, b)));
};

/** Every name, city, type and category the demo catalogue has, as the filters and lists sort them. */
const siteTexts = [
  ...seedBuildings.flatMap((b) => [
    b.generalInfo.BuildingsName,
    b.generalInfo.BuildingsType,
    b.generalInfo.currentStatus,
    b.locationDetails.city,
    ...b.units.map((unit) => unit.unitType),
  ]),
  ...seedLands.flatMap((l) => [
    l.generalInfo.propertyName,
    l.generalInfo.propertyType,
    l.generalInfo.currentStatus,
    l.locationDetails.city,
  ]),
  ...seedBlogs.map((post) => post.category),
  ...[
    '2 BHK',
    '10 BHK',
    '3 BHK 2T',
    'Pre-launch',
    'pre-lunch',
    'Patia',
    'patia ',
    'Café',
    'cafe',
    'Sector 7',
    'Sector 07',
  ],
];

describe('compareText (ICU base order without Intl)', () => {
  it('ignores case and accents and reads digit runs as numbers', () => {
    expect(['10 BHK', '2 BHK', 'b', 'A', 'é', 'Z'].sort((a, b) => compareText(a, b))).toEqual([
      '2 BHK',
      '10 BHK',
      'A',
      'b',
      'é',
      'Z',
    ]);
    expect(compareText('Straße', 'strasse')).toBe(0);
    expect(compareText('Sector 07', 'sector 7')).toBe(0);
    expect(compareText('10', '2', false)).toBe(-1);
  });

  it("puts the site's names, cities, types and categories in the Collator's order", () => {
    for (const a of siteTexts) for (const b of siteTexts) sameOrder(a, b);
  });

  it('orders any two ASCII texts as the Collator does', () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)),
    });
    fc.assert(fc.property(ascii, ascii, sameOrder), { numRuns: 20_000 });
  });

  it('orders names with accented Latin letters, spaces and numbers as the Collator does', () => {
    const unit = fc.constantFrom(...'aAbBeEzZ019 -.,éÉèàÀçÇñüÜößÆæœØøłđ');
    const text = fc.string({ unit, maxLength: 12 });
    fc.assert(fc.property(text, text, sameOrder), { numRuns: 20_000 });
  });
});
