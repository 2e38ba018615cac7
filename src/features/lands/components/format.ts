import type { Land } from '@/features/lands/schema';
import { formatMoney } from '@/lib/money';
import { groupDigits } from '@/lib/numbers';

/** The backend stores totalArea in acres; the detail page shows square feet. */
export const SQ_FT_PER_ACRE = 43_560;

export function acresToSqFt(acres: number): number {
  return Math.round(acres * SQ_FT_PER_ACRE);
}

export function formatAcres(acres: number): string {
  const amount = groupDigits(acres, 2);
  return `${amount} ${amount === '1' ? 'Acre' : 'Acres'}`;
}

export function formatSqFt(acres: number): string {
  return `${groupDigits(acresToSqFt(acres))} sq ft`;
}

export const PRICE_ON_REQUEST = 'Price on request';

/** Land prices show a dollar sign, as required. */
export function formatLandPrice(price: number): string {
  return price > 0 ? formatMoney(price, 2) : PRICE_ON_REQUEST;
}

const usable = (value: number) => Number.isFinite(value) && value > 0;

/** The price of one square foot, when both the price and the area (in acres) are known. */
export function pricePerSqFt(price: number, acres: number): number | undefined {
  if (!usable(price) || !usable(acres)) return undefined;
  const perSqFt = price / (acres * SQ_FT_PER_ACRE);
  return usable(perSqFt) ? perSqFt : undefined;
}

/** Whole units from 100 up; cents below, so cheap farmland never reads as 0. */
export function formatPerSqFt(perSqFt: number): string {
  return formatMoney(perSqFt, perSqFt >= 100 ? 0 : 2);
}

export function landLocation(land: {
  locationDetails: Pick<Land['locationDetails'], 'address' | 'city'>;
}): string {
  const { address, city } = land.locationDetails;
  return [address, city].filter((part) => part.trim()).join(', ');
}

/** An answer with neither an id nor a name is not a land (an empty or malformed record). */
export const isEmptyLand = (land: Land) => !land._id.trim() && !land.generalInfo.propertyName.trim();
