import { useCallback, useMemo } from 'react';
import { useListUrlState } from '@/lib/useListUrlState';
import { DEFAULT_KIND, toPropertyKind, type PropertyKind } from '@/config/propertiesUrl';
import { BUILDING_SELECTS, type BuildingSelectKey } from './buildingFilters';
import { LAND_BOUNDS, LAND_SELECTS, type LandBoundKey, type LandSelectKey } from './landFilters';

export type FilterKey = 'sort' | BuildingSelectKey | LandSelectKey | LandBoundKey;
// Each filter the lists declare is a key of the address: a new select or bound needs nothing here.
const FILTER_KEYS: readonly FilterKey[] = [
  ...new Set<FilterKey>([
    'sort',
    ...BUILDING_SELECTS.map((select) => select.key),
    ...LAND_SELECTS.map((select) => select.key),
    ...LAND_BOUNDS.map((bound) => bound.key),
  ]),
];
export type PropertyFilters = Record<FilterKey, string>;
/** The keys that narrow a list: every filter but the sort. */
export type NarrowingKey = Exclude<FilterKey, 'sort'>;

const unset = (keys: readonly FilterKey[]) =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Partial<PropertyFilters>;

export const NO_FILTERS = unset(FILTER_KEYS) as PropertyFilters;
/** Clear all keeps the sort, which narrows nothing. */
const CLEARED = unset(FILTER_KEYS.filter((key) => key !== 'sort'));
/** The toggle keeps only the city: statuses and sorts differ between kinds. */
const OTHER_KIND = unset(FILTER_KEYS.filter((key) => key !== 'city'));

export function hasFilters(filters: PropertyFilters): boolean {
  return FILTER_KEYS.some((key) => key !== 'sort' && filters[key].trim() !== '');
}

/** The kind shown and every filter of either kind. */
const DECLARED = { type: DEFAULT_KIND as string, ...NO_FILTERS };

export function usePropertyListState() {
  const { values, search, setSearch, page, changePage, update } = useListUrlState(DECLARED);
  const kind = toPropertyKind(values.type);
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((key) => [key, values[key]])) as PropertyFilters,
    [values],
  );

  const showKind = useCallback(
    (next: PropertyKind) => {
      if (next !== kind) update({ type: next, ...OTHER_KIND });
    },
    [kind, update],
  );
  const changeFilters = useCallback((changes: Partial<PropertyFilters>) => update(changes), [update]);
  const clearAll = useCallback(() => update({ search: '', ...CLEARED }), [update]);

  return { kind, search, setSearch, filters, changeFilters, page, changePage, showKind, clearAll };
}
