import type { ListQuery } from '@/components/admin/useAdminList';
import type { Building } from '@/features/buildings/schema';

export const BUILDING_FILTERS = { type: '', minPrice: '', maxPrice: '' };

export type BuildingQuery = ListQuery<keyof typeof BUILDING_FILTERS>;

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
