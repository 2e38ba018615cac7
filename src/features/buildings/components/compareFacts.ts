import { paths } from '@/config/paths';
import type { ComparedListing } from '@/lib/comparedListing';
import { backendWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { plural, pluralCategory } from '@/lib/i18n/plural';
import { groupDigitsIndian } from '@/lib/numbers';
import type { Building, Unit } from '@/features/buildings/schema';
import { statusLabel } from '@/lib/statusLabel';
import { acres, countOf } from './format';

type FactWords = Messages<'compare'>['facts'];
/** A fact's text, marked English where it is the backend's own on a page in another language. */
type Shown = Omit<ComparedListing['facts'][number], 'label'>;

/** An answer with neither an id nor a name is not a building. */
const isEmpty = (building: Building) => !building._id.trim() && !building.generalInfo.BuildingsName.trim();

/**
 * A building as the comparison shows it on a page in `language` (with its `words`), or `null` for
 * an empty record. An English page shows the backend's words as stored; another language names the
 * values it knows and marks the rest (names, places, amenities) as English.
 */
export function comparedBuilding(
  building: Building,
  language: Language,
  words: FactWords,
): ComparedListing | null {
  if (isEmpty(building)) return null;
  const { generalInfo: info, physicalCharacteristics: physical, extraInfo } = building;
  const { notGiven } = words;
  const labels = words.building.labels;
  const inEnglish = language === 'en';

  const entered = (value: string): Shown => {
    const text = value.trim();
    if (!text) return { value: notGiven };
    return inEnglish ? { value: text } : { value: text, lang: 'en' };
  };
  const listed = (value: string, list: Readonly<Record<string, string>>): Shown => {
    const shown = backendWord(language, value, list);
    if (!shown.text) return { value: notGiven };
    return shown.lang ? { value: shown.text, lang: shown.lang } : { value: shown.text };
  };
  const counted = (value: number): Shown => ({ value: value > 0 ? String(value) : notGiven });
  const bedrooms = (count: number): string => {
    if (inEnglish) return countOf(count, 'bedroom', 'bedrooms');
    return count > 0 ? plural(language, words.building.bedrooms, count) : notGiven;
  };
  const area = (value: number): string => {
    if (inEnglish) return acres(value);
    if (!value) return notGiven;
    const amount = groupDigitsIndian(value, 2);
    return fill(words.acres[pluralCategory(language, Number(amount.replace(/,/g, '')))], { count: amount });
  };

  // A unit's type is the backend's ('2 BHK 2T'), its bedrooms counted in the page's words.
  const unitLine = (unit: Unit): string => {
    const rooms = bedrooms(unit.numberOfBedrooms);
    const type = unit.unitType.trim();
    if (!type) return rooms;
    return rooms === notGiven ? type : `${type} (${rooms})`;
  };
  const units = building.units.map(unitLine).filter((line) => line !== notGiven);
  const typed = building.units.some((unit) => unit.unitType.trim());
  const name = info.BuildingsName.trim();

  return {
    name: name || words.untitledBuilding,
    ...(name && !inEnglish ? { nameLang: 'en' as const } : {}),
    image: building.BuildingsImages[0],
    to: building._id ? paths.building(info.BuildingsName, building._id) : null,
    facts: [
      { label: labels.type, ...listed(info.BuildingsType, words.building.types) },
      {
        label: labels.status,
        ...(inEnglish
          ? { value: statusLabel(info.currentStatus) || notGiven }
          : listed(info.currentStatus, words.building.statuses)),
      },
      { label: labels.approval, ...entered(info.approval) },
      {
        label: labels.units,
        value: units.length ? units.join(', ') : notGiven,
        ...(units.length && typed && !inEnglish ? { lang: 'en' as const } : {}),
      },
      { label: labels.floors, ...counted(physical.totalFloors) },
      { label: labels.towers, ...counted(physical.numberOfTowers) },
      { label: labels.area, value: area(physical.totalArea) },
      { label: labels.parking, ...listed(physical.parkingFacilities, words.yesNo) },
      { label: labels.possession, ...entered(physical.yearOfProssesion) },
      { label: labels.amenities, ...entered(extraInfo.amenities.filter((one) => one.trim()).join(', ')) },
      { label: labels.furnishing, ...listed(extraInfo.furnishings, words.building.furnishings) },
      { label: labels.city, ...entered(building.locationDetails.city) },
    ],
  };
}
