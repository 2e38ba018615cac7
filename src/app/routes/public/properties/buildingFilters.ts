import { statusLabel } from '@/lib/statusLabel';
import type { Building } from '@/features/buildings/schema';
import { searchBuildings } from '@/features/buildings/search';
import { capitalise } from '@/lib/text';
import { compareText } from '@/lib/textOrder';
import {
  activeSelects,
  matchesSelects,
  selectChoices,
  type ActiveFilter,
  type FilterNaming,
  type FilterOption,
  type SelectFilter,
  type SortOption,
} from './filterOptions';
import { newestFirst } from './newest';
import type { PropertyFilters } from './usePropertyListState';

/** The list's selects: each one's key is its place in the address (`usePropertyListState`). */
export const BUILDING_SELECTS = [
  { key: 'city', label: 'City', valuesOf: (b) => [b.locationDetails.city], show: (v) => v },
  {
    key: 'status',
    label: 'Status',
    valuesOf: (b) => [b.generalInfo.currentStatus],
    show: statusLabel,
    wordsOf: (words) => words.properties.buildingStatuses,
  },
  {
    key: 'buildingType',
    label: 'Type',
    valuesOf: (b) => [b.generalInfo.BuildingsType],
    show: capitalise,
    wordsOf: (words) => words.listings.building.types,
  },
  {
    key: 'unitType',
    label: 'Unit type',
    valuesOf: (b) => b.units.map((unit) => unit.unitType),
    show: (v) => v,
  },
] as const satisfies readonly SelectFilter<Building, string>[];

export type BuildingSelectKey = (typeof BUILDING_SELECTS)[number]['key'];

export const BUILDING_SORTS: readonly SortOption[] = [
  { value: '', word: 'newest' },
  { value: 'name', word: 'name' },
];

export function buildingChoices(buildings: readonly Building[]): Record<BuildingSelectKey, FilterOption[]> {
  return selectChoices(BUILDING_SELECTS, buildings);
}

/** The order the list shows; sorted once a list and sort, not on every keystroke. */
export function orderBuildings(buildings: readonly Building[], sort: string): Building[] {
  if (sort === 'name') {
    // Unnamed buildings last: an empty name is no place in the alphabet.
    return [...buildings].sort(
      (a, b) =>
        Number(!a.generalInfo.BuildingsName.trim()) - Number(!b.generalInfo.BuildingsName.trim()) ||
        compareText(a.generalInfo.BuildingsName, b.generalInfo.BuildingsName),
    );
  }
  return newestFirst(buildings);
}

/** Those that match, in the order given. */
export function matchBuildings(
  buildings: readonly Building[],
  search: string,
  filters: PropertyFilters,
): Building[] {
  return searchBuildings(buildings, search).filter((building) =>
    matchesSelects(BUILDING_SELECTS, building, filters),
  );
}

export function findBuildings(
  buildings: readonly Building[],
  search: string,
  filters: PropertyFilters,
): Building[] {
  return matchBuildings(orderBuildings(buildings, filters.sort), search, filters);
}

export function activeBuildingFilters(
  filters: PropertyFilters,
  naming?: FilterNaming<BuildingSelectKey>,
): ActiveFilter[] {
  return activeSelects(BUILDING_SELECTS, filters, naming);
}
