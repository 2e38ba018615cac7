import { AreaIcon, BuildingIcon, CalendarIcon, HomeIcon, LayersIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import type { Fact } from '@/components/FactTile';
import { backendWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import type { Language } from '@/lib/i18n/languages';
import type { Building } from '@/features/buildings/schema';
import { acresIn, countIn, enteredIn, statusIn, type ShownValue } from './format';

/** The words the tiles are written with: the building page's, the cards' building types, and 'N/A'. */
export interface SummaryWords {
  tiles: Messages<'building'>['tiles'];
  counts: Messages<'building'>['counts'];
  statuses: Messages<'building'>['statuses'];
  types: Messages<'listings'>['building']['types'];
  notGiven: string;
}

/**
 * A building's six headline facts: the page's summary tiles and its brochure's first facts. On a
 * page in another language the values it knows are in its words; the unit types and possession the
 * admin typed stay as entered, marked English.
 */
export function summaryTiles(building: Building, language: Language, words: SummaryWords): Fact[] {
  const { generalInfo: info, physicalCharacteristics: physical } = building;
  const { tiles, counts, notGiven } = words;
  const towers = countIn(language, physical.numberOfTowers, counts.towers, notGiven);
  const floors = countIn(language, physical.totalFloors, counts.floors, notGiven);
  const shown = (value: ShownValue) => (value.text ? value : { text: notGiven });
  const fact = (label: string, value: ShownValue, Icon: Fact['Icon']): Fact => {
    const { text, lang } = shown(value);
    return lang ? { label, value: text, Icon, lang } : { label, value: text, Icon };
  };
  return [
    fact(tiles.type, backendWord(language, info.BuildingsType, words.types), BuildingIcon),
    fact(tiles.apartment, enteredIn(language, info.AppartmentType), HomeIcon),
    fact(tiles.status, statusIn(language, info.currentStatus, words.statuses), CheckIcon),
    fact(tiles.area, { text: acresIn(language, physical.totalArea, counts.acres, notGiven) }, AreaIcon),
    fact(
      tiles.towersFloors,
      { text: towers === notGiven && floors === notGiven ? notGiven : `${towers}, ${floors}` },
      LayersIcon,
    ),
    fact(tiles.possession, enteredIn(language, physical.yearOfProssesion), CalendarIcon),
  ];
}
