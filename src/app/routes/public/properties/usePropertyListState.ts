import { useCallback, useMemo } from 'react';
import { useUrlState } from '@/lib/useUrlState';
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

const DEFAULTS = { type: DEFAULT_KIND as string, search: '', page: '1', ...NO_FILTERS };

// In the URL so refresh, back and a shared link keep it; any change resets the page.
export function usePropertyListState() {
  const [state, update] = useUrlState(DEFAULTS);
  const kind = toPropertyKind(state.type);
  // useUrlState holds the text as typed while the router catches up: quick keys all kept.
  const search = state.search;
  const setSearch = useCallback((text: string) => update({ search: text }), [update]);

  // Keyed by the filters' values alone: a keystroke in the search leaves them, and the lists' work, as they were.
  const filtersKey = JSON.stringify(FILTER_KEYS.map((key) => state[key]));
  const filters = useMemo(() => {
    const values = JSON.parse(filtersKey) as string[];
    return Object.fromEntries(FILTER_KEYS.map((key, index) => [key, values[index] ?? ''])) as PropertyFilters;
  }, [filtersKey]);

  const showKind = useCallback(
    (next: PropertyKind) => {
      if (next !== kind) update({ type: next, ...OTHER_KIND });
    },
    [kind, update],
  );
  const changeFilters = useCallback((changes: Partial<PropertyFilters>) => update(changes), [update]);
  const page = Number.parseInt(state.page, 10) || 1;
  const changePage = useCallback((next: number) => update({ page: String(next) }), [update]);
  const clearAll = useCallback(() => update({ search: '', ...CLEARED }), [update]);

  return { kind, search, setSearch, filters, changeFilters, page, changePage, showKind, clearAll };
}
