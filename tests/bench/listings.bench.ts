/**
 * The admin building list on every keystroke: filter + paginate over everything the API answered.
 * Budget (DESIGN.md): 10,000 buildings in under 5 ms. `npx vitest bench --run` or `npm run bench`.
 */
import { bench, describe } from 'vitest';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import {
  filterAndPaginate,
  indexBuildings,
  NO_FILTERS,
  type BuildingFilters,
} from '@/features/buildings/admin/listFilters';
import { type Building } from '@/features/buildings/schema';
import { BUILDING_TYPES } from '@/features/buildings/values';
import { building as base } from '../helpers/fixtures';

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
const KEYSTROKES: BuildingFilters[] = ['c', 'cu', 'cut', 'cutt', 'cutta', 'cuttac', 'cuttack'].map(
  (search) => ({
    search,
    type: 'residential',
    minPrice: '2000000',
    maxPrice: '15000000',
  }),
);

for (const size of [10_000, 100_000]) {
  const buildings = makeBuildings(size);
  // Built once per answer from the API (the page memoises it), not per keystroke.
  const index = indexBuildings(buildings);
  describe(`${size.toLocaleString('en')} buildings`, () => {
    let k = 0;
    bench('one keystroke in the district search (all filters set)', () => {
      filterAndPaginate(index, KEYSTROKES[k++ % KEYSTROKES.length]!, 1, ADMIN_PAGE_SIZE);
    });
    bench('one keystroke, search only', () => {
      filterAndPaginate(index, { ...NO_FILTERS, search: KEYSTROKES[k++ % KEYSTROKES.length]!.search }, 1, 5);
    });
    bench('no filter, last page', () => {
      filterAndPaginate(index, NO_FILTERS, Number.MAX_SAFE_INTEGER, ADMIN_PAGE_SIZE);
    });
    bench('indexing the answer (once per fetch)', () => {
      indexBuildings(buildings);
    });
  });
}
