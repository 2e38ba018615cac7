import type { Land } from '@/features/lands/schema';

/**
 * How land figures read. The backend stores totalArea in acres (the lists and the add form say
 * Acre); the detail page shows it in square feet, converted at the standard 43,560 sq ft per acre.
 */
export const SQ_FT_PER_ACRE = 43_560;

const grouped = (value: number, maximumFractionDigits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits });

export function acresToSqFt(acres: number): number {
  return Math.round(acres * SQ_FT_PER_ACRE);
}

/** '1.5 Acres', '1 Acre'; at most two decimals. */
export function formatAcres(acres: number): string {
  const amount = grouped(acres, 2);
  return `${amount} ${amount === '1' ? 'Acre' : 'Acres'}`;
}

/** '65,340 sq ft'. */
export function formatSqFt(acres: number): string {
  return `${grouped(acresToSqFt(acres))} sq ft`;
}

/** The text shown when a land has no price (missing or zero): never '$0'. */
export const PRICE_ON_REQUEST = 'Price on request';

/** '$4,500,000': SPEC.md shows land prices with a dollar sign. */
export function formatLandPrice(price: number): string {
  return price > 0 ? `$${grouped(price, 2)}` : PRICE_ON_REQUEST;
}

/** Where a land is, for cards: 'Janla, Near Chandaka Road, Bhubaneswar'. */
export function landLocation(land: Land): string {
  const { address, city } = land.locationDetails;
  return [address, city].filter((part) => part.trim()).join(', ');
}
