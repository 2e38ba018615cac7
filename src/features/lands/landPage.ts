import type { Params } from 'react-router';
import { paths } from '@/config/paths';
import { propertiesUrl } from '@/config/propertiesUrl';
import { backendWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import englishLand from '@/lib/i18n/messages/en/land';
import { recordKind } from '@/lib/recordKind';
import { listingPageMeta, recordMetaWordsIn } from '@/lib/recordPageMeta';
import type { ListingInput } from '@/lib/structuredData';
import { capitalise } from '@/lib/text';
import { statusLabel } from '@/lib/statusLabel';
import { formatAcres, formatAcresIn, isEmptyLand, landLocation } from './components/format';
import { landQueries } from './hooks';
import type { Land } from './schema';

const nameOf = (land: Land) => land.generalInfo.propertyName.trim() || englishLand.untitled;

/** A land's type, status and area as its summary names them. */
interface SummaryWords {
  type: string;
  status: string;
  area: string;
}

/** A land in a sentence or two, in the sentences' language: a search result's description. */
function landSummary(
  land: Land,
  name: string,
  sentences: Messages<'land'>['summary'],
  shown: SummaryWords,
): string {
  const forms = shown.type ? sentences.typed : sentences.untyped;
  const values = { name, type: shown.type, area: shown.area, place: landLocation(land) || sentences.place };
  return [
    fill(shown.area ? forms.sized : forms.unsized, values),
    shown.status && fill(sentences.status, { status: shown.status }),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A land's type, status and area as stored, for its English summary. */
function englishSummaryWords(land: Land): SummaryWords {
  const area = land.physicalCharacteristics.totalArea;
  return {
    type: capitalise(land.generalInfo.propertyType),
    status: land.generalInfo.currentStatus ? statusLabel(land.generalInfo.currentStatus) : '',
    area: area > 0 ? formatAcres(area) : '',
  };
}

/** A land as its page's tags and structured data describe it, its price in `currency`. */
function landListing(land: Land, name: string, description: string, currency: 'USD' | 'INR'): ListingInput {
  const price = land.financialInfo.sellingPrice;
  return {
    name,
    description,
    path: paths.land(land._id),
    images: land.propertyImages,
    city: land.locationDetails.city,
    address: land.locationDetails.address,
    ...(price > 0 ? { price: { amount: price, currency } } : {}),
  };
}

/** A land's page and brochure: `src/app/recordRoute.ts`. */
export const landPage = recordKind({
  query: landQueries.one,
  recordOf: (land: Land) => land,
  isEmpty: isEmptyLand,
  nameOf,
  pathOf: (land, id) => paths.land(land._id || id),
  photoOf: (land) => land.propertyImages[0],
  untitled: () => englishLand.untitled,
  notFound: {
    title: englishLand.notFound.title,
    message: englishLand.notFound.message,
    backTo: propertiesUrl('land'),
    backLabel: englishLand.notFound.back,
  },
  description: englishLand.description,
  meta: (land) => {
    const name = nameOf(land);
    const description = landSummary(land, name, englishLand.summary, englishSummaryWords(land));
    // The land price shows a dollar sign, as the product asks.
    return listingPageMeta(landListing(land, name, description, 'USD'), {
      section: { name: 'Properties', path: paths.properties },
    });
  },
});

/**
 * A land's page in Odia or Hindi, for its `meta` (src/app/recordRoute.ts): the page's words and the
 * land's summary in the language, its name and place as written. Nothing while its namespaces load
 * (the route's clientLoader loads them: land, listings, record, shell).
 */
export function landPageIn(language: Exclude<Language, 'en'>) {
  return recordMetaWordsIn(language, 'land', ({ words, listings, record, shell }) => ({
    untitled: (_params: Params) => words.untitled,
    meta: (land: Land) => {
      const name = land.generalInfo.propertyName.trim() || words.untitled;
      const area = land.physicalCharacteristics.totalArea;
      const description = landSummary(land, name, words.summary, {
        type: backendWord(language, land.generalInfo.propertyType, listings.land.types).text,
        status: backendWord(language, land.generalInfo.currentStatus, listings.land.statuses).text,
        area: area > 0 ? formatAcresIn(language, area, listings.land.acres) : '',
      });
      // The price in rupees, as the page shows it.
      return listingPageMeta(landListing(land, name, description, 'INR'), {
        section: { name: record.trail.properties, path: paths.properties },
        inLanguage: { language, home: shell.nav.home },
      });
    },
  }));
}
