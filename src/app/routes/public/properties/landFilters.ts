import { formatAcres } from '@/features/lands/components/format';
import type { Land } from '@/features/lands/schema';
import { isSold, searchLands } from '@/features/lands/search';
import { formatMoney } from '@/lib/money';
import { capitalise } from '@/lib/text';
import {
  activeSelects,
  matchesSelects,
  selectChoices,
  ENGLISH_NAMING,
  meetsBound,
  toBound,
  type ActiveFilter,
  type BoundSide,
  type FilterNaming,
  type FilterOption,
  type SelectFilter,
  type ShownBound,
  type SortOption,
} from './filterOptions';
import { newestFirst } from './newest';
import type { PropertyFilters } from './usePropertyListState';

/** The list's selects: each one's key is its place in the address (`usePropertyListState`). */
export const LAND_SELECTS = [
  { key: 'city', label: 'City', valuesOf: (l) => [l.locationDetails.city], show: (v) => v },
  {
    key: 'status',
    label: 'Status',
    valuesOf: (l) => [l.generalInfo.currentStatus],
    show: capitalise,
    wordsOf: (words) => words.listings.land.statuses,
  },
  {
    key: 'landType',
    label: 'Land type',
    valuesOf: (l) => [l.generalInfo.propertyType],
    show: capitalise,
    wordsOf: (words) => words.listings.land.types,
  },
] as const satisfies readonly SelectFilter<Land, string>[];

export type LandSelectKey = (typeof LAND_SELECTS)[number]['key'];

export interface LandBound extends ShownBound<string> {
  side: BoundSide;
  valueOf: (land: Land) => number;
  /** The land price shows a dollar sign, as the product asks (rupees on an Odia or a Hindi page). */
  prefix?: string;
}

const area = (land: Land) => land.physicalCharacteristics.totalArea;
const price = (land: Land) => land.financialInfo.sellingPrice;
const dollars = (value: number) => formatMoney(value, 2);

/** The list's bounds: each one's key is its place in the address, and each is matched by itself. */
export const LAND_BOUNDS = [
  {
    key: 'minArea',
    label: 'Min area (acres)',
    side: 'min',
    valueOf: area,
    show: formatAcres,
    measure: 'area',
  },
  {
    key: 'maxArea',
    label: 'Max area (acres)',
    side: 'max',
    valueOf: area,
    show: formatAcres,
    measure: 'area',
  },
  {
    key: 'minPrice',
    label: 'Min price',
    side: 'min',
    valueOf: price,
    show: dollars,
    measure: 'price',
    prefix: '$',
  },
  {
    key: 'maxPrice',
    label: 'Max price',
    side: 'max',
    valueOf: price,
    show: dollars,
    measure: 'price',
    prefix: '$',
  },
] as const satisfies readonly LandBound[];

export type LandBoundKey = (typeof LAND_BOUNDS)[number]['key'];

export const LAND_SORTS: readonly SortOption[] = [
  { value: '', word: 'newest' },
  { value: 'price-asc', word: 'priceAsc' },
  { value: 'price-desc', word: 'priceDesc' },
  { value: 'area-desc', word: 'areaDesc' },
];

export function landChoices(lands: readonly Land[]): Record<LandSelectKey, FilterOption[]> {
  return selectChoices(LAND_SELECTS, lands);
}

/** Largest first; a land without the figure (zero) goes after those with one. */
const descending = (valueOf: (land: Land) => number) => (a: Land, b: Land) =>
  Math.max(valueOf(b), 0) - Math.max(valueOf(a), 0);

const ORDERS = new Map<string, (a: Land, b: Land) => number>([
  // A land without a price ('Price on request') has no place among cheap ones: it goes last.
  ['price-asc', (a, b) => Number(!(price(a) > 0)) - Number(!(price(b) > 0)) || price(a) - price(b)],
  ['price-desc', descending(price)],
  ['area-desc', descending(area)],
]);

/** Sold lands always come last, whatever the order; sorted once a list and sort, not on every keystroke. */
export function orderLands(lands: readonly Land[], sort: string): Land[] {
  const order = ORDERS.get(sort);
  // Sorting is stable: equal lands keep the newest-first order.
  const sorted = order ? newestFirst(lands).sort(order) : newestFirst(lands);
  return [...sorted.filter((land) => !isSold(land)), ...sorted.filter(isSold)];
}

/** Those that match, in the order given. */
export function matchLands(lands: readonly Land[], search: string, filters: PropertyFilters): Land[] {
  return searchLands(lands, search).filter(
    (land) =>
      matchesSelects(LAND_SELECTS, land, filters) &&
      LAND_BOUNDS.every((bound) => meetsBound(bound.valueOf(land), toBound(filters[bound.key]), bound.side)),
  );
}

export function findLands(lands: readonly Land[], search: string, filters: PropertyFilters): Land[] {
  return matchLands(orderLands(lands, filters.sort), search, filters);
}

export function activeLandFilters(
  filters: PropertyFilters,
  naming: FilterNaming<LandSelectKey | LandBoundKey> = ENGLISH_NAMING,
): ActiveFilter[] {
  const bounds = LAND_BOUNDS.flatMap((bound) => {
    const value = toBound(filters[bound.key]);
    return value === null ? [] : [{ label: naming.label(bound), value: naming.bound(bound, value) }];
  });
  return [...activeSelects(LAND_SELECTS, filters, naming), ...bounds];
}
