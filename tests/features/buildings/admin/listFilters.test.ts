import { describe, expect, it } from 'vitest';
import { isFiltering, shownRows } from '@/components/admin/useAdminList';
import {
  BUILDING_FILTERS,
  matchesBuilding,
  priceBound,
  type BuildingQuery,
} from '@/features/buildings/admin/listFilters';
import { paginate } from '@/lib/pagination';
import type { Building } from '@/features/buildings/schema';
import { building as base } from '@tests/test-utils/fixtures';

const make = (id: string, city: string, type: string, price: number): Building => ({
  ...base,
  _id: id,
  generalInfo: { ...base.generalInfo, BuildingsName: `Building ${id}`, BuildingsType: type },
  locationDetails: { ...base.locationDetails, city },
  financialInfo: { ...base.financialInfo, sellingPrice: price },
});

const list = [
  make('a', 'Bhubaneswar', 'residential', 5_000_000),
  make('b', 'Cuttack', 'commercial', 8_000_000),
  make('c', 'Puri', 'both', 3_000_000),
  make('d', 'bhubaneswar', 'Residential', 12_000_000),
  make('e', 'Khordha', 'residential', 8_000_000),
];
const ids = (buildings: readonly Building[]) => buildings.map((b) => b._id);
const NO_FILTERS: BuildingQuery = { q: '', ...BUILDING_FILTERS };
const filters = (changes: Partial<BuildingQuery>): BuildingQuery => ({ ...NO_FILTERS, ...changes });
const filterBuildings = (buildings: readonly Building[], query: BuildingQuery) =>
  shownRows(buildings, query, matchesBuilding);
const hasActiveFilters = isFiltering;
const filterAndPaginate = (
  buildings: readonly Building[],
  query: BuildingQuery,
  page: number,
  size: number,
) => paginate(filterBuildings(buildings, query), page, size);

describe('building list filters', () => {
  it('keeps everything, as the same array, when no filter is set', () => {
    expect(filterBuildings(list, NO_FILTERS)).toBe(list);
  });

  it('q: the city contains the text, case-insensitive, ignoring surrounding spaces', () => {
    expect(ids(filterBuildings(list, filters({ q: 'BHUBAN' })))).toEqual(['a', 'd']);
    expect(ids(filterBuildings(list, filters({ q: '  tack ' })))).toEqual(['b']);
    expect(ids(filterBuildings(list, filters({ q: 'Delhi' })))).toEqual([]);
  });

  it('type: equal, case-insensitive', () => {
    expect(ids(filterBuildings(list, filters({ type: 'residential' })))).toEqual(['a', 'd', 'e']);
    expect(ids(filterBuildings(list, filters({ type: 'both' })))).toEqual(['c']);
    expect(ids(filterBuildings(list, filters({ type: 'COMMERCIAL' })))).toEqual(['b']);
  });

  it('min and max price are inclusive bounds on sellingPrice', () => {
    expect(ids(filterBuildings(list, filters({ minPrice: '8000000' })))).toEqual(['b', 'd', 'e']);
    expect(ids(filterBuildings(list, filters({ maxPrice: '5000000' })))).toEqual(['a', 'c']);
    expect(ids(filterBuildings(list, filters({ minPrice: '5000000', maxPrice: '8000000' })))).toEqual([
      'a',
      'b',
      'e',
    ]);
  });

  it('combines every filter', () => {
    const result = filterBuildings(
      list,
      filters({ q: 'a', type: 'residential', minPrice: '6000000', maxPrice: '20000000' }),
    );
    expect(ids(result)).toEqual(['d', 'e']);
  });

  it('a bound that is not a number does not filter', () => {
    expect(priceBound('abc')).toBeNull();
    expect(priceBound('  ')).toBeNull();
    expect(priceBound(' 42 ')).toBe(42);
    expect(filterBuildings(list, filters({ minPrice: 'abc' }))).toHaveLength(list.length);
  });

  it('says whether any filter is set (Clear Filters is enabled only then)', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ q: '   ' }))).toBe(false);
    expect(hasActiveFilters(filters({ q: 'x' }))).toBe(true);
    expect(hasActiveFilters(filters({ type: 'both' }))).toBe(true);
    expect(hasActiveFilters(filters({ minPrice: '1' }))).toBe(true);
    expect(hasActiveFilters(filters({ maxPrice: '0' }))).toBe(true);
  });
});

describe('filterAndPaginate', () => {
  const many = Array.from({ length: 12 }, (_, i) => make(`x${i + 1}`, i % 2 ? 'Cuttack' : 'Puri', 'both', i));

  it('pages the filtered list 5 at a time with a total and a page count', () => {
    const page = filterAndPaginate(many, NO_FILTERS, 3, 5);
    expect(ids(page.items)).toEqual(['x11', 'x12']);
    expect(page).toMatchObject({ page: 3, pageCount: 3, total: 12 });
  });

  it('clamps a page past the end to the last page, and an empty result to page 1 of 1', () => {
    const cuttack = filterAndPaginate(many, filters({ q: 'cuttack' }), 9, 5);
    expect(cuttack).toMatchObject({ page: 2, pageCount: 2, total: 6 });
    expect(ids(cuttack.items)).toEqual(['x12']);
    expect(filterAndPaginate(many, filters({ q: 'nowhere' }), 4, 5)).toMatchObject({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
    });
  });
});
