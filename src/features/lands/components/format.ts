import type { Land } from '@/features/lands/schema';
import type { PluralText } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { pluralCategory } from '@/lib/i18n/plural';
import { formatMoneyIn, groupDigitsIn } from '@/lib/i18n/rupees';
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

/** The area in acres on a page in `language`, with its words for one acre and more ('1.5 Acres'). */
export function formatAcresIn(language: Language, acres: number, words: PluralText): string {
  const amount = groupDigits(acres, 2);
  return fill(words[pluralCategory(language, Number(amount.replace(/,/g, '')))], { count: amount });
}

export function formatSqFt(acres: number): string {
  return formatSqFtIn('en', acres);
}

/** The area in square feet on a page in `language`: 'sq ft' in every language, as buyers write it. */
export function formatSqFtIn(language: Language, acres: number): string {
  return `${groupDigitsIn(language, acresToSqFt(acres))} sq ft`;
}

export const PRICE_ON_REQUEST = 'Price on request';

/** Land prices show a dollar sign, as required. */
export function formatLandPrice(price: number): string {
  return formatLandPriceIn('en', price, PRICE_ON_REQUEST);
}

/**
 * A land's price on a page in `language`: English keeps its dollar sign; Odia and Hindi write
 * rupees in lakh and crore ('₹45 ଲକ୍ଷ'). `onRequest` is the page's words for a land without one.
 */
export function formatLandPriceIn(language: Language, price: number, onRequest: string): string {
  if (!(price > 0)) return onRequest;
  return formatMoneyIn(language, price, 2);
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
  return formatPerSqFtIn('en', perSqFt);
}

/** The price of a square foot on a page in `language`: '$69' in English, '₹4,500' in Odia and Hindi. */
export function formatPerSqFtIn(language: Language, perSqFt: number): string {
  const decimals = perSqFt >= 100 ? 0 : 2;
  return formatMoneyIn(language, perSqFt, decimals);
}

export function landLocation(land: {
  locationDetails: Pick<Land['locationDetails'], 'address' | 'city'>;
}): string {
  const { address, city } = land.locationDetails;
  return [address, city].filter((part) => part.trim()).join(', ');
}

/** An answer with neither an id nor a name is not a land (an empty or malformed record). */
export const isEmptyLand = (land: Land) => !land._id.trim() && !land.generalInfo.propertyName.trim();
