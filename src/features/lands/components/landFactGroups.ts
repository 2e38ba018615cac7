import {
  AreaIcon,
  BoltIcon,
  BuildingIcon,
  DropIcon,
  HomeIcon,
  LandIcon,
  LayersIcon,
  TagIcon,
} from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import { MapPinIcon } from '@/components/icons';
import type { Fact } from '@/components/FactTile';
import { backendWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import type { Language } from '@/lib/i18n/languages';
import type { Land } from '@/features/lands/schema';
import { formatAcresIn, formatLandPriceIn, formatSqFtIn } from './format';

interface FactGroup {
  /** Names the group in the page's ids, whatever the language. */
  key: 'property' | 'utilities' | 'location';
  title: string;
  facts: Fact[];
  withMap?: boolean;
}

/** The words of a land's facts: its own groups and labels, and those every listing shares. */
export interface LandFactWords {
  facts: Messages<'land'>['facts'];
  /** The status label and a fact not given (record.ts). */
  shared: Pick<Messages<'record'>['facts'], 'status' | 'notGiven'>;
  /** Land types, statuses, acres and 'Price on request' (listings.ts). */
  listings: Messages<'listings'>['land'];
}

/**
 * A land's facts in groups: the page's info cards and its brochure's facts. An English page shows
 * the backend's values as stored (capitalised); another language names the values it knows and
 * marks the rest (the soil, the address) as English.
 */
export function landFacts(land: Land, words: LandFactWords, language: Language): FactGroup[] {
  const { generalInfo: info, physicalCharacteristics: physical, utilities, locationDetails: place } = land;
  const { labels, values, groups } = words.facts;
  const { notGiven } = words.shared;
  const backendLang = language === 'en' ? undefined : ('en' as const);
  const listed = (value: string, list: Readonly<Record<string, string>>) => {
    const shown = backendWord(language, value, list);
    return shown.text ? { value: shown.text, lang: shown.lang } : { value: notGiven };
  };
  const asEntered = (value: string) => (value ? { value, lang: backendLang } : { value: notGiven });
  const free = (value: string) => listed(value, {});
  const area = physical.totalArea;
  return [
    {
      key: 'property',
      title: groups.property,
      facts: [
        {
          label: labels.totalArea,
          value: area > 0 ? formatSqFtIn(language, area) : notGiven,
          note: area > 0 ? formatAcresIn(language, area, words.listings.acres) : undefined,
          Icon: AreaIcon,
        },
        {
          label: labels.sellingPrice,
          value: formatLandPriceIn(language, land.financialInfo.sellingPrice, words.listings.priceOnRequest),
          Icon: TagIcon,
        },
        { label: labels.propertyType, ...listed(info.propertyType, words.listings.types), Icon: HomeIcon },
        {
          label: words.shared.status,
          ...listed(info.currentStatus, words.listings.statuses),
          Icon: CheckIcon,
        },
        { label: labels.terrain, ...listed(physical.terrainType, values.terrain), Icon: LandIcon },
        { label: labels.soilType, ...free(physical.soilType), Icon: LayersIcon },
        { label: labels.roadAccess, ...listed(physical.roadAccess, values.road), Icon: MapPinIcon },
      ],
    },
    {
      key: 'utilities',
      title: groups.utilities,
      facts: [
        { label: labels.waterAccess, ...listed(utilities.waterAccess, values.water), Icon: DropIcon },
        { label: labels.sewageSystem, ...listed(utilities.sewageSystem, values.sewage), Icon: DropIcon },
        {
          label: labels.electricity,
          ...listed(utilities.electricityAccess, values.electricity),
          Icon: BoltIcon,
        },
      ],
    },
    {
      key: 'location',
      title: groups.location,
      withMap: true,
      facts: [
        { label: labels.address, ...asEntered(place.address), Icon: MapPinIcon },
        { label: labels.city, ...asEntered(place.city), Icon: BuildingIcon },
        { label: labels.state, ...asEntered(place.state), Icon: MapPinIcon },
        { label: labels.zipCode, ...asEntered(place.zipCode), Icon: MapPinIcon },
        { label: labels.country, ...asEntered(place.country), Icon: MapPinIcon },
      ],
    },
  ];
}
