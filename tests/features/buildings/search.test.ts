import { describe, expect, it } from 'vitest';
import { searchBuildings } from '@/features/buildings/search';
import type { Building } from '@/features/buildings/schema';
import { searchLands } from '@/features/lands/search';
import type { Land } from '@/features/lands/schema';
import { capitalise, includesText, normaliseText } from '@/lib/text';
import { building, land } from '@tests/test-utils/fixtures';

const named = (BuildingsName: string, _id = BuildingsName): Building => ({
  ...building,
  _id,
  generalInfo: { ...building.generalInfo, BuildingsName },
});
const landNamed = (propertyName: string): Land => ({
  ...land,
  _id: propertyName,
  generalInfo: { ...land.generalInfo, propertyName },
});

describe('text helpers', () => {
  it('compares trimmed, single-spaced, lower-case text', () => {
    expect(normaliseText('  Green   VALLEY ')).toBe('green valley');
    expect(includesText('Green Valley Residency', 'valley res')).toBe(true);
    expect(includesText('Green Valley Residency', 'VALLEY   residency')).toBe(true);
    expect(includesText('Green Valley Residency', 'hills')).toBe(false);
  });

  it('lets an empty or blank query match everything', () => {
    expect(includesText('anything', '')).toBe(true);
    expect(includesText('', '   ')).toBe(true);
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('under construction')).toBe('Under construction');
    expect(capitalise('  residential ')).toBe('Residential');
    expect(capitalise('')).toBe('');
  });
});

describe('searchBuildings', () => {
  const list = [
    named('Green Valley Residency'),
    named('Kalinga Heights'),
    named('Emerald Greens'),
    named(''),
  ];

  it('finds by building name regardless of case', () => {
    for (const query of ['green', 'GREEN', 'GrEeN']) {
      expect(searchBuildings(list, query).map((b) => b.generalInfo.BuildingsName)).toEqual([
        'Green Valley Residency',
        'Emerald Greens',
      ]);
    }
  });

  it('searches the name only, not the city or the type', () => {
    expect(searchBuildings(list, 'Bhubaneswar')).toEqual([]);
    expect(searchBuildings(list, 'residential')).toEqual([]);
  });

  it('returns every building, in order, for an empty search', () => {
    expect(searchBuildings(list, '')).toEqual(list);
  });
});

describe('searchLands', () => {
  const list = [
    landNamed('Janla Residential Plots'),
    landNamed('Tangi Farm Land'),
    landNamed('Dhauli Hillside Land'),
  ];

  it('finds by property name regardless of case', () => {
    expect(searchLands(list, 'LAND').map((l) => l.generalInfo.propertyName)).toEqual([
      'Tangi Farm Land',
      'Dhauli Hillside Land',
    ]);
    expect(searchLands(list, 'janla')).toHaveLength(1);
  });

  it('finds nothing when no name matches', () => {
    expect(searchLands(list, 'Puri')).toEqual([]);
  });
});
