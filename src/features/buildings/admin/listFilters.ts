/**
 * The building list's filters (SPEC.md §5): the city contains the search text, the type is equal,
 * the selling price lies between min and max; all case-insensitive and inclusive. Pure and
 * allocation-light, because it runs on every keystroke over every building the API answered.
 */
import { paginate, type Page } from '@/lib/pagination';
import type { Building } from '@/features/buildings/schema';

export interface BuildingFilters {
  /** Search by district: part of the city. */
  search: string;
  /** residential, commercial or both; '' for any. */
  type: string;
  /** Bounds on the selling price, as typed ('' for none). */
  minPrice: string;
  maxPrice: string;
}

export const NO_FILTERS: BuildingFilters = { search: '', type: '', minPrice: '', maxPrice: '' };

/** True when any filter is set (the Clear Filters button is enabled only then). */
export function hasActiveFilters(filters: BuildingFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.type.trim() !== '' ||
    filters.minPrice.trim() !== '' ||
    filters.maxPrice.trim() !== ''
  );
}

/** A typed price bound, or null when it is empty or not a number (then it does not filter). */
export function priceBound(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * The fields the filters read, lower-cased once per answer (not once per keystroke), in parallel
 * arrays: a keystroke then only compares strings and numbers, with no allocation per building.
 */
export interface BuildingIndex {
  buildings: readonly Building[];
  cities: readonly string[];
  types: readonly string[];
  prices: Float64Array;
}

export function indexBuildings(buildings: readonly Building[]): BuildingIndex {
  const cities = new Array<string>(buildings.length);
  const types = new Array<string>(buildings.length);
  const prices = new Float64Array(buildings.length);
  buildings.forEach((building, i) => {
    cities[i] = building.locationDetails.city.toLowerCase();
    types[i] = building.generalInfo.BuildingsType.toLowerCase();
    prices[i] = building.financialInfo.sellingPrice;
  });
  return { buildings, cities, types, prices };
}

export function filterBuildings(
  source: readonly Building[] | BuildingIndex,
  filters: BuildingFilters,
): readonly Building[] {
  const index = 'prices' in source ? source : indexBuildings(source);
  if (!hasActiveFilters(filters)) return index.buildings;
  const search = filters.search.trim().toLowerCase();
  const type = filters.type.trim().toLowerCase();
  const min = priceBound(filters.minPrice) ?? -Infinity;
  const max = priceBound(filters.maxPrice) ?? Infinity;
  const { buildings, cities, types, prices } = index;
  const out: Building[] = [];
  for (let i = 0; i < buildings.length; i += 1) {
    const price = prices[i]!;
    if (price < min || price > max) continue;
    if (type && types[i] !== type) continue;
    if (search && !cities[i]!.includes(search)) continue;
    out.push(buildings[i]!);
  }
  return out;
}

/** The page of filtered buildings to render (the page clamped into range). */
export function filterAndPaginate(
  source: readonly Building[] | BuildingIndex,
  filters: BuildingFilters,
  page: number,
  pageSize: number,
): Page<Building> {
  return paginate(filterBuildings(source, filters), page, pageSize);
}
