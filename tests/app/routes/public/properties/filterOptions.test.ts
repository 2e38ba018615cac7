import { describe, expect, it } from 'vitest';
import type { Building } from '@/features/buildings/schema';
import type { Land } from '@/features/lands/schema';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import {
  activeBuildingFilters,
  buildingChoices,
  findBuildings,
} from '@/app/routes/public/properties/buildingFilters';
import {
  distinctOptions,
  loosenHint,
  matchesChoice,
  selectChoice,
  meetsBound,
  toBound,
} from '@/app/routes/public/properties/filterOptions';
import { activeLandFilters, findLands, landChoices } from '@/app/routes/public/properties/landFilters';
import { idTime, newestFirst } from '@/app/routes/public/properties/newest';
import {
  hasFilters,
  NO_FILTERS,
  type PropertyFilters,
} from '@/app/routes/public/properties/usePropertyListState';
import { building, land } from '@tests/test-utils/fixtures';

const set = (changes: Partial<PropertyFilters>): PropertyFilters => ({ ...NO_FILTERS, ...changes });

const aBuilding = (
  _id: string,
  name: string,
  { city = 'Bhubaneswar', status = 'completed', type = 'residential', units = ['2 BHK 2T'] } = {},
): Building => ({
  ...building,
  _id,
  generalInfo: { ...building.generalInfo, BuildingsName: name, currentStatus: status, BuildingsType: type },
  locationDetails: { ...building.locationDetails, city },
  units: units.map((unitType) => ({ ...building.units[0]!, unitType })),
});

const aLand = (
  _id: string,
  name: string,
  { price = 1_000_000, area = 1, status = 'available', city = 'Puri', type = 'residential' } = {},
): Land => ({
  ...land,
  _id,
  generalInfo: { propertyName: name, propertyType: type, currentStatus: status },
  locationDetails: { ...land.locationDetails, city },
  physicalCharacteristics: { ...land.physicalCharacteristics, totalArea: area },
  financialInfo: { sellingPrice: price },
});

const names = (list: readonly (Building | Land)[]) =>
  list.map((item) =>
    'BuildingsName' in item.generalInfo ? item.generalInfo.BuildingsName : item.generalInfo.propertyName,
  );

describe('select choices from the loaded records', () => {
  it('keeps each value once, ignoring case and spacing, drops blanks, sorts by label', () => {
    expect(distinctOptions(['Puri', ' puri ', '', '  ', 'Cuttack', 'Bhubaneswar', 'CUTTACK'])).toEqual([
      { value: 'Bhubaneswar', label: 'Bhubaneswar' },
      { value: 'Cuttack', label: 'Cuttack' },
      { value: 'Puri', label: 'Puri' },
    ]);
  });

  it('sorts numbers within labels naturally and labels through `show`', () => {
    expect(distinctOptions(['10 BHK', '2 BHK', '3 BHK']).map((o) => o.value)).toEqual([
      '2 BHK',
      '3 BHK',
      '10 BHK',
    ]);
    expect(distinctOptions(['under   construction'], (v) => v.toUpperCase())).toEqual([
      { value: 'under construction', label: 'UNDER CONSTRUCTION' },
    ]);
  });

  it('selects the option a URL value names in any case; keeps a value no record holds as its own option', () => {
    const options = distinctOptions(['Puri', 'Cuttack']);
    expect(selectChoice(options, 'PURI')).toEqual({ options, value: 'Puri' });
    expect(selectChoice(options, '')).toEqual({ options, value: '' });
    const missing = selectChoice(options, 'Delhi', (v) => `${v}!`);
    expect(missing.value).toBe('Delhi');
    expect(missing.options.at(-1)).toEqual({ value: 'Delhi', label: 'Delhi!' });
  });

  it('matches a choice against any of a record’s values, ignoring case; no choice matches all', () => {
    expect(matchesChoice(['Duplex', 'Triplex'], 'triplex')).toBe(true);
    expect(matchesChoice(['Duplex'], 'Simplex')).toBe(false);
    expect(matchesChoice([], '  ')).toBe(true);
  });

  it('offers the seed buildings’ cities, readable statuses, types and unit types', () => {
    const choices = buildingChoices(seedBuildings);
    expect(choices.city.map((o) => o.value)).toEqual(['Bhubaneswar', 'Cuttack', 'Khordha', 'Puri']);
    expect(choices.status.map((o) => o.label)).toEqual([
      'Completed',
      'Pre-launch',
      'Under construction',
      'Upcoming',
    ]);
    expect(choices.status.find((o) => o.label === 'Pre-launch')?.value).toBe('pre-lunch');
    expect(choices.buildingType.map((o) => o.label)).toEqual(['Both', 'Commercial', 'Residential']);
    expect(choices.unitType.map((o) => o.value)).toContain('4 + S');
    expect(landChoices(seedLands).landType.map((o) => o.label)).toEqual([
      'Agricultural',
      'Commercial',
      'Industrial',
      'Residential',
    ]);
  });
});

describe('number bounds', () => {
  it('reads a typed bound; empty, negative or not a number is no bound', () => {
    expect(toBound(' 2.5 ')).toBe(2.5);
    expect(toBound('0')).toBe(0);
    expect(toBound('')).toBeNull();
    expect(toBound('-1')).toBeNull();
    expect(toBound('abc')).toBeNull();
  });

  it('includes both ends; an unknown (zero) value meets no bound', () => {
    expect(meetsBound(5, 5, 'min')).toBe(true);
    expect(meetsBound(5, 5, 'max')).toBe(true);
    expect(meetsBound(4.99, 5, 'min')).toBe(false);
    expect(meetsBound(5.01, 5, 'max')).toBe(false);
    expect(meetsBound(0, 10, 'max')).toBe(false);
    expect(meetsBound(0, null, 'max')).toBe(true);
  });
});

describe('newest first', () => {
  it('reads the creation time from an ObjectId, 0 for any other id', () => {
    expect(idTime('65f0b1000000000000000001')).toBe(0x65f0b100);
    expect(idTime('bld-1')).toBe(0);
  });

  it('puts later ids first; equal times and non-ObjectIds keep the answer’s order', () => {
    const list = [
      aBuilding('65f0b1000000000000000001', 'Seed one'),
      aBuilding('not-an-object-id', 'Odd id'),
      aBuilding('65f0b1000000000000000002', 'Seed two'),
      aBuilding('6800000a0000000000000001', 'Added later'),
      aBuilding('6700000a0000000000000001', 'Added before'),
    ];
    expect(names(newestFirst(list))).toEqual([
      'Added later',
      'Added before',
      'Seed one',
      'Seed two',
      'Odd id',
    ]);
    expect(names(list)[0]).toBe('Seed one');
  });

  it('keeps the seed buildings in the backend’s order (they share one time)', () => {
    expect(names(findBuildings(seedBuildings, '', NO_FILTERS))).toEqual(names(seedBuildings));
  });
});

describe('findBuildings', () => {
  const list = [
    aBuilding('1', 'Zeta Towers', { city: 'Puri', status: 'pre-lunch', units: ['Duplex', 'Triplex'] }),
    aBuilding('2', 'alpha Court', { city: 'puri ', type: 'commercial' }),
    aBuilding('3', 'Beta Homes', { city: 'Cuttack', status: 'upcoming', units: ['Simplex'] }),
    aBuilding('4', '', { city: 'Puri' }),
  ];

  it('filters by city, status, type and unit type (any unit), ignoring case', () => {
    expect(names(findBuildings(list, '', set({ city: 'PURI' })))).toEqual(['Zeta Towers', 'alpha Court', '']);
    expect(names(findBuildings(list, '', set({ status: 'pre-lunch' })))).toEqual(['Zeta Towers']);
    expect(names(findBuildings(list, '', set({ buildingType: 'Commercial' })))).toEqual(['alpha Court']);
    expect(names(findBuildings(list, '', set({ unitType: 'triplex' })))).toEqual(['Zeta Towers']);
    expect(names(findBuildings(list, '', set({ city: 'Puri', unitType: 'Simplex' })))).toEqual([]);
  });

  it('combines the filters with the name search', () => {
    expect(names(findBuildings(list, 'a', set({ city: 'Puri' })))).toEqual(['Zeta Towers', 'alpha Court']);
  });

  it('sorts Name A–Z ignoring case, unnamed last; an unknown sort is Newest', () => {
    expect(names(findBuildings(list, '', set({ sort: 'name' })))).toEqual([
      'alpha Court',
      'Beta Homes',
      'Zeta Towers',
      '',
    ]);
    expect(names(findBuildings(list, '', set({ sort: 'price-desc' })))).toEqual(names(list));
  });

  it('names the set filters with readable values', () => {
    expect(activeBuildingFilters(set({ status: 'pre-lunch', unitType: 'Duplex', sort: 'name' }))).toEqual([
      { label: 'Status', value: 'Pre-launch' },
      { label: 'Unit type', value: 'Duplex' },
    ]);
  });
});

describe('findLands', () => {
  const list = [
    aLand('1', 'Sold Cheap', { price: 100, area: 9, status: 'sold' }),
    aLand('2', 'Mid', { price: 500, area: 2, city: 'Cuttack' }),
    aLand('3', 'No Price', { price: 0, area: 5, type: 'agricultural' }),
    aLand('4', 'Dear', { price: 900, area: 0.5, status: 'under contract' }),
    aLand('5', 'Sold Dear', { price: 1000, area: 1, status: 'SOLD' }),
    aLand('6', 'Cheap', { price: 200, area: 3 }),
  ];

  it('keeps the answer’s order for Newest, with sold lands last', () => {
    expect(names(findLands(list, '', NO_FILTERS))).toEqual([
      'Mid',
      'No Price',
      'Dear',
      'Cheap',
      'Sold Cheap',
      'Sold Dear',
    ]);
  });

  it('sorts by price both ways (no price last) and by area, sold lands last each time', () => {
    expect(names(findLands(list, '', set({ sort: 'price-asc' })))).toEqual([
      'Cheap',
      'Mid',
      'Dear',
      'No Price',
      'Sold Cheap',
      'Sold Dear',
    ]);
    expect(names(findLands(list, '', set({ sort: 'price-desc' })))).toEqual([
      'Dear',
      'Mid',
      'Cheap',
      'No Price',
      'Sold Dear',
      'Sold Cheap',
    ]);
    expect(names(findLands(list, '', set({ sort: 'area-desc' })))).toEqual([
      'No Price',
      'Cheap',
      'Mid',
      'Dear',
      'Sold Cheap',
      'Sold Dear',
    ]);
  });

  it('filters by area and price bounds (inclusive); a land without a price meets no price bound', () => {
    expect(names(findLands(list, '', set({ minArea: '2', maxArea: '5' })))).toEqual([
      'Mid',
      'No Price',
      'Cheap',
    ]);
    expect(names(findLands(list, '', set({ maxPrice: '500' })))).toEqual(['Mid', 'Cheap', 'Sold Cheap']);
    expect(names(findLands(list, '', set({ minPrice: '900', maxPrice: 'abc' })))).toEqual([
      'Dear',
      'Sold Dear',
    ]);
  });

  it('filters by city, status and land type, ignoring case', () => {
    expect(names(findLands(list, '', set({ city: 'cuttack' })))).toEqual(['Mid']);
    expect(names(findLands(list, '', set({ status: 'Sold' })))).toEqual(['Sold Cheap', 'Sold Dear']);
    expect(names(findLands(list, '', set({ landType: 'AGRICULTURAL' })))).toEqual(['No Price']);
  });

  it('orders the seed lands with both sold ones last', () => {
    const found = findLands(seedLands, '', NO_FILTERS);
    expect(found).toHaveLength(seedLands.length);
    expect(found.slice(-2).map((l) => l.generalInfo.currentStatus)).toEqual(['sold', 'sold']);
  });

  it('names the set filters, bounds in acres and dollars; junk bounds are not counted', () => {
    expect(
      activeLandFilters(
        set({ landType: 'agricultural', minArea: '1.5', maxPrice: '3000000', minPrice: 'x' }),
      ),
    ).toEqual([
      { label: 'Land type', value: 'Agricultural' },
      { label: 'Min area (acres)', value: '1.5 Acres' },
      { label: 'Max price', value: '$3,000,000' },
    ]);
  });
});

describe('what an empty result says', () => {
  it('names what matched nothing and what to loosen', () => {
    expect(loosenHint('', [{ label: 'City', value: 'Puri' }])).toBe(
      'Nothing matches City: Puri. Try loosening City, or choose Clear all.',
    );
    expect(
      loosenHint('zz', [
        { label: 'City', value: 'Puri' },
        { label: 'Max price', value: '$100' },
      ]),
    ).toBe(
      'Nothing matches the name “zz”, City: Puri and Max price: $100. Try loosening the name, City or Max price, or choose Clear all.',
    );
    expect(loosenHint(' ', [])).toBe('');
  });

  it('lets Clear all clear any filter but the sort', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(set({ sort: 'name' }))).toBe(false);
    expect(hasFilters(set({ maxPrice: '-5' }))).toBe(true);
  });
});
