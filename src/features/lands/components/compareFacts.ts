import { paths } from '@/config/paths';
import type { ComparedListing } from '@/lib/comparedListing';
import { backendWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { groupDigitsIn } from '@/lib/i18n/rupees';
import { capitalise } from '@/lib/text';
import type { Land } from '@/features/lands/schema';
import {
  acresToSqFt,
  formatAcresIn,
  formatLandPriceIn,
  formatPerSqFtIn,
  pricePerSqFt as rateOf,
} from './format';

type FactWords = Messages<'compare'>['facts'];
/** A fact's text, marked English where it is the backend's own on a page in another language. */
type Shown = Omit<ComparedListing['facts'][number], 'label'>;

/** What a price per sq ft reads when the price or the area is not a number to divide. */
const NO_RATE = '—';

/**
 * The price over the area in square feet on a page in `language`, as the land's page writes it
 * (one division, one rounding: whole units from 100); a dash when either is missing.
 */
export function pricePerSqFt(price: number, acres: number, language: Language = 'en'): string {
  const perSqFt = rateOf(price, acres);
  return perSqFt === undefined ? NO_RATE : formatPerSqFtIn(language, perSqFt);
}

/** An answer with neither an id nor a name is not a land. */
const isEmpty = (land: Land) => !land._id.trim() && !land.generalInfo.propertyName.trim();

/**
 * A land as the comparison shows it on a page in `language` (with its `words`), or `null` for an
 * empty record. An English page shows the backend's words as stored (capitalised); another
 * language names the values it knows and marks the rest (the city) as English.
 */
export function comparedLand(land: Land, language: Language, words: FactWords): ComparedListing | null {
  if (isEmpty(land)) return null;
  const { generalInfo: info, physicalCharacteristics: physical, utilities } = land;
  const { notGiven } = words;
  const { labels, ...lists } = words.land;
  const area = physical.totalArea;
  const price = land.financialInfo.sellingPrice;
  const name = info.propertyName.trim();

  const listed = (value: string, list: Readonly<Record<string, string>>): Shown => {
    const shown = backendWord(language, value, list);
    if (!shown.text) return { value: notGiven };
    return shown.lang ? { value: shown.text, lang: shown.lang } : { value: shown.text };
  };
  const city = capitalise(land.locationDetails.city);

  return {
    name: name || words.untitledLand,
    ...(name && language !== 'en' ? { nameLang: 'en' as const } : {}),
    image: land.propertyImages[0],
    to: land._id ? paths.land(land._id) : null,
    facts: [
      { label: labels.type, ...listed(info.propertyType, lists.types) },
      { label: labels.status, ...listed(info.currentStatus, lists.statuses) },
      { label: labels.acres, value: area > 0 ? formatAcresIn(language, area, words.acres) : notGiven },
      {
        label: labels.sqFt,
        value: area > 0 ? fill(lists.sqFt, { area: groupDigitsIn(language, acresToSqFt(area)) }) : notGiven,
      },
      { label: labels.price, value: formatLandPriceIn(language, price, lists.priceOnRequest) },
      { label: labels.perSqFt, value: pricePerSqFt(price, area, language) },
      { label: labels.terrain, ...listed(physical.terrainType, lists.terrains) },
      { label: labels.road, ...listed(physical.roadAccess, lists.roads) },
      { label: labels.water, ...listed(utilities.waterAccess, lists.water) },
      { label: labels.electricity, ...listed(utilities.electricityAccess, words.yesNo) },
      {
        label: labels.city,
        ...(!city
          ? { value: notGiven }
          : language === 'en'
            ? { value: city }
            : { value: city, lang: 'en' as const }),
      },
    ],
  };
}
