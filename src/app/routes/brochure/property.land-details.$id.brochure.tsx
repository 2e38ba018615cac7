import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { BROCHURE_PHOTOS } from '@/config/brochure';
import { formatLandPriceIn, landLocation } from '@/features/lands/components/format';
import { landFacts } from '@/features/lands/components/landFactGroups';
import { PricePerSqFt } from '@/features/lands/components/PricePerSqFt';
import { landPage } from '@/features/lands/landPage';
import type { Land } from '@/features/lands/schema';
import { landQueries } from '@/features/lands/hooks';
import { backendWord } from '@/lib/i18n/backendWords';
import { fill } from '@/lib/i18n/fill';
import { brochureScreen } from '@/app/BrochureScreen';
import { brochureClientLoader, brochureMeta } from '@/app/recordRoute';
import type { BrochureWords } from '@/app/useBrochureWords';

export const clientLoader = brochureClientLoader(landQueries.one, 'land');
export const meta = brochureMeta(landPage, 'land');

export default brochureScreen(landPage, 'land', landBrochure);

/** The land page's facts a buyer weighs first, in its order. */
const BROCHURE_FACTS = [
  'totalArea',
  'sellingPrice',
  'terrain',
  'soilType',
  'roadAccess',
  'waterAccess',
  'sewageSystem',
  'electricity',
] as const;

function landBrochure(
  land: Land,
  id: string,
  { language, brochure, page, listings, record }: BrochureWords<'land'>,
): BrochureListing {
  const { propertyType, currentStatus } = land.generalInfo;
  const { address, city, state, zipCode, country } = land.locationDetails;
  const type = backendWord(language, propertyType, listings.land.types);
  const status = backendWord(language, currentStatus, listings.land.statuses);
  const facts = landFacts(
    land,
    { facts: page.facts, shared: record.facts, listings: listings.land },
    language,
  ).flatMap((group) => group.facts);
  const { labels } = page.facts;
  const price = land.financialInfo.sellingPrice;
  const place = [address, city, [state, zipCode].filter(Boolean).join(' '), country].filter((line) =>
    line.trim(),
  );
  return {
    kind: type.text ? fill(brochure.land.typed, { type: type.text }) : brochure.land.untyped,
    name: land.generalInfo.propertyName.trim() || page.untitled,
    location: landLocation(land),
    badges: [
      ...(type.text ? [{ label: type.text, lang: type.lang, tone: 'bg-brand-100 text-brand-800' }] : []),
      ...(status.text
        ? [{ label: status.text, lang: status.lang, tone: 'bg-accent-100 text-accent-700' }]
        : []),
    ],
    price:
      price > 0
        ? {
            label: listings.land.sellingPrice,
            value: formatLandPriceIn(language, price, listings.land.priceOnRequest),
            // The land page's own line, so the sheet and the page never show two rates.
            note: (
              <PricePerSqFt
                price={price}
                acres={land.physicalCharacteristics.totalArea}
                className="text-sm font-semibold text-accent-700"
              />
            ),
          }
        : undefined,
    photos: land.propertyImages.filter((photo) => photo.trim()).slice(0, BROCHURE_PHOTOS),
    facts: BROCHURE_FACTS.flatMap((key) => facts.filter((fact) => fact.label === labels[key])),
    // The address is the backend's, as entered.
    lists: place.length
      ? [
          {
            title: record.facts.location,
            items: place,
            lines: true,
            lang: language === 'en' ? undefined : 'en',
          },
        ]
      : [],
    pagePath: landPage.pathOf(land, id),
    // A land's address has no name: short already.
    qrPath: landPage.pathOf(land, id),
  };
}
