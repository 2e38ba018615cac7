import { backendWord } from '@/lib/i18n/backendWords';
import type { PluralText } from '@/lib/i18n/catalogue';
import type { Language } from '@/lib/i18n/languages';
import { plural, pluralCategory } from '@/lib/i18n/plural';
import { fill } from '@/lib/i18n/fill';
import { groupDigits, groupDigitsIndian } from '@/lib/numbers';
import { statusLabel } from '@/lib/statusLabel';
import { capitalise } from '@/lib/text';
import type { Building } from '@/features/buildings/schema';

const NOT_GIVEN = 'N/A';

export function yesNo(value: string): string {
  return capitalise(value) || NOT_GIVEN;
}

export function acres(value: number): string {
  if (!value) return NOT_GIVEN;
  const amount = groupDigits(value, 2);
  return `${amount} ${amount === '1' ? 'Acre' : 'Acres'}`;
}

export function countOf(value: number, one: string, many: string): string {
  return value > 0 ? `${value} ${value === 1 ? one : many}` : NOT_GIVEN;
}

/** A building's value as its page shows it: `lang` 'en' where it is the backend's own on a page in another language. */
export interface ShownValue {
  text: string;
  lang?: 'en';
}

/** What the admin typed (a developer, a unit type), as entered: English on a page in another language. */
export function enteredIn(language: Language, value: string): ShownValue {
  if (language === 'en') return { text: value };
  const text = value.trim();
  return text ? { text, lang: 'en' } : { text };
}

/** A building's status: 'Pre-launch' for the stored 'pre-lunch' in English, the language's word elsewhere. */
export function statusIn(
  language: Language,
  status: string,
  words: Readonly<Record<string, string>>,
): ShownValue {
  return language === 'en' ? { text: statusLabel(status) } : backendWord(language, status, words);
}

/** How many of a thing ('3 Towers'), or `notGiven` for none: countOf in the page's words. */
export function countIn(language: Language, value: number, words: PluralText, notGiven: string): string {
  return value > 0 ? plural(language, words, value) : notGiven;
}

/** An area in acres ('3.2 Acres'), the digits grouped as the language does: acres() in the page's words. */
export function acresIn(language: Language, value: number, words: PluralText, notGiven: string): string {
  if (!value) return notGiven;
  const amount = language === 'en' ? groupDigits(value, 2) : groupDigitsIndian(value, 2);
  return fill(words[pluralCategory(language, Number(amount.replace(/,/g, '')))], { count: amount });
}

export function buildingLocation(building: {
  locationDetails: Pick<Building['locationDetails'], 'address' | 'city'>;
}): string {
  const { address, city } = building.locationDetails;
  return [address, city].filter((part) => part.trim()).join(', ');
}

/** An answer with neither an id nor a name is not a building (an empty or malformed record). */
export const isEmptyBuilding = (building: Building) =>
  !building._id.trim() && !building.generalInfo.BuildingsName.trim();
