/**
 * The building list's filters (SPEC.md §5): the city contains the search text, the type is equal,
 * the selling price lies between min and max; all case-insensitive and inclusive.
 */
import type { ListQuery } from '@/components/admin/useAdminList';
import type { Building } from '@/features/buildings/schema';

/** The building list's filters by field name, each with its "all" value (the search is `q`). */
export const BUILDING_FILTERS = { type: '', minPrice: '', maxPrice: '' };

export type BuildingQuery = ListQuery<keyof typeof BUILDING_FILTERS>;

/** A typed price bound, or null when it is empty or not a number (then it does not filter). */
export function priceBound(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function matchesBuilding(building: Building, query: BuildingQuery): boolean {
  const price = building.financialInfo.sellingPrice;
  const search = query.q.trim().toLowerCase();
  const type = query.type.trim().toLowerCase();
  return (
    price >= (priceBound(query.minPrice) ?? -Infinity) &&
    price <= (priceBound(query.maxPrice) ?? Infinity) &&
    (!type || building.generalInfo.BuildingsType.toLowerCase() === type) &&
    (!search || building.locationDetails.city.toLowerCase().includes(search))
  );
}
