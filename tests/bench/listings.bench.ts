/**
 * The admin building list on every keystroke: filter + paginate over everything the API answered.
 * Budget: 10,000 buildings in under 5 ms. `npx vitest bench --run` or `npm run bench`.
 */
import { bench, describe } from 'vitest';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { shownRows } from '@/components/admin/useAdminList';
import {
  BUILDING_FILTERS,
  matchesBuilding,
  type BuildingQuery,
} from '@/features/buildings/admin/listFilters';
import { paginate } from '@/lib/pagination';
import { type Building } from '@/features/buildings/schema';
import { BUILDING_TYPES } from '@/features/buildings/values';
import { building as base } from '../test-utils/fixtures';

const CITIES = [
  'Bhubaneswar',
  'Cuttack',
  'Puri',
  'Khordha',
  'Berhampur',
  'Sambalpur',
  'Rourkela',
  'Balasore',
];

function makeBuildings(count: number): Building[] {
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    _id: `b${i}`,
    generalInfo: {
      ...base.generalInfo,
      BuildingsName: `Tower ${i}`,
      BuildingsType: BUILDING_TYPES[i % BUILDING_TYPES.length]!,
    },
    locationDetails: { ...base.locationDetails, city: `${CITIES[i % CITIES.length]} ${i % 97}` },
    financialInfo: { ...base.financialInfo, sellingPrice: 1_000_000 + ((i * 7919) % 20_000_000) },
  }));
}

// Typing "cuttack" one key at a time, with a type and a price range set.
const NO_FILTERS: BuildingQuery = { q: '', ...BUILDING_FILTERS };
const filterAndPaginate = (
  buildings: readonly Building[],
  query: BuildingQuery,
  page: number,
  size: number,
) => paginate(shownRows(buildings, query, matchesBuilding), page, size);

const KEYSTROKES: BuildingQuery[] = ['c', 'cu', 'cut', 'cutt', 'cutta', 'cuttac', 'cuttack'].map((q) => ({
  q,
  type: 'residential',
  minPrice: '2000000',
  maxPrice: '15000000',
}));

for (const size of [10_000, 100_000]) {
  const buildings = makeBuildings(size);
  describe(`${size.toLocaleString('en')} buildings`, () => {
    let k = 0;
    bench('one keystroke in the district search (all filters set)', () => {
      filterAndPaginate(buildings, KEYSTROKES[k++ % KEYSTROKES.length]!, 1, ADMIN_PAGE_SIZE);
    });
    bench('one keystroke, search only', () => {
      filterAndPaginate(buildings, { ...NO_FILTERS, q: KEYSTROKES[k++ % KEYSTROKES.length]!.q }, 1, 5);
    });
    bench('no filter, last page', () => {
      filterAndPaginate(buildings, NO_FILTERS, Number.MAX_SAFE_INTEGER, ADMIN_PAGE_SIZE);
    });
  });
}
