import type { Params } from 'react-router';
import { paths } from '@/config/paths';
import { backendWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import english from '@/lib/i18n/messages/en/building';
import englishListings from '@/lib/i18n/messages/en/listings';
import { recordKind } from '@/lib/recordKind';
import { listingPageMeta, recordMetaWordsIn } from '@/lib/recordPageMeta';
import { buildingLocation, isEmptyBuilding, statusIn } from './components/format';
import { buildingQueries } from './hooks';
import type { Building } from './schema';

const nameOf = (building: Building) => building.generalInfo.BuildingsName.trim() || 'Property';

/**
 * A building in a few sentences, for its search result: its type and unit types, place and status
 * in the page's words; on an English page its description follows (on another, the backend's
 * English would fill the description of a page in that language).
 */
function buildingSummary(
  building: Building,
  name: string,
  language: Language = 'en',
  words: Messages<'building'> = english,
  types: Messages<'listings'>['building']['types'] = englishListings.building.types,
): string {
  const info = building.generalInfo;
  const kind = [backendWord(language, info.BuildingsType, types).text, info.AppartmentType]
    .filter((part) => part.trim())
    .join(', ');
  const place = buildingLocation(building) || words.summary.place;
  return [
    fill(kind ? words.summary.typed : words.summary.untyped, { name, kind, place }),
    info.currentStatus &&
      fill(words.summary.status, { status: statusIn(language, info.currentStatus, words.statuses).text }),
    language === 'en' ? building.propertyDescription.join(' ') : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A building's page in another language: the language, and its trail's names in it. */
interface BuildingPageLanguage {
  language: Exclude<Language, 'en'>;
  home: string;
  properties: string;
}

/** A building's tags: its name, a summary, its first photo and structured data. */
function buildingMeta(
  building: Building,
  name: string,
  description: string,
  inLanguage?: BuildingPageLanguage,
) {
  const path = paths.building(nameOf(building), building._id);
  const listing = {
    name,
    description,
    path,
    images: building.BuildingsImages,
    city: building.locationDetails.city,
    address: building.locationDetails.address,
  };
  return listingPageMeta(listing, {
    section: { name: inLanguage?.properties ?? 'Properties', path: paths.properties },
    ...(inLanguage ? { inLanguage } : {}),
  });
}

/** A building's page and brochure: `src/app/recordRoute.ts`. */
export const buildingPage = recordKind({
  query: buildingQueries.one,
  recordOf: (building: Building) => building,
  isEmpty: isEmptyBuilding,
  nameOf,
  pathOf: (building, id) => paths.building(nameOf(building), building._id || id),
  photoOf: (building) => building.BuildingsImages[0],
  untitled: (params) => params.title || english.untitled,
  notFound: {
    title: english.notFound.title,
    message: english.notFound.message,
    backTo: paths.properties,
    backLabel: english.notFound.back,
  },
  description: english.description,
  meta: (building) => {
    const name = nameOf(building);
    return buildingMeta(building, name, buildingSummary(building, name));
  },
});

/**
 * A building's page in Odia or Hindi, for its `meta` (src/app/recordRoute.ts): the page's words and
 * the building's summary in the language, its name as written. Nothing while its namespaces load
 * (the route's clientLoader loads them: building, listings, record, shell).
 */
export function buildingPageIn(language: Exclude<Language, 'en'>) {
  return recordMetaWordsIn(language, 'building', ({ words, listings, record, shell }) => ({
    untitled: (params: Params) => params.title || words.untitled,
    meta: (building: Building) => {
      const name = building.generalInfo.BuildingsName.trim() || words.untitled;
      const description = buildingSummary(building, name, language, words, listings.building.types);
      return buildingMeta(building, name, description, {
        language,
        home: shell.nav.home,
        properties: record.trail.properties,
      });
    },
  }));
}
