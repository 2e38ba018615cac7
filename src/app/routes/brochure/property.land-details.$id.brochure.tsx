import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { BROCHURE_PHOTOS } from '@/config/brochure';
import { paths } from '@/config/paths';
import { formatLandPrice, landLocation } from '@/features/lands/components/format';
import { landFacts } from '@/features/lands/components/landFactGroups';
import { landPage } from '@/features/lands/landPage';
import type { Land } from '@/features/lands/schema';
import { landQueries } from '@/features/lands/hooks';
import { capitalise } from '@/lib/text';
import { BrochureScreen } from '@/app/BrochureScreen';
import { brochureMeta, recordClientLoader } from '@/app/recordRoute';

export const clientLoader = recordClientLoader(landQueries.one);
export const meta = brochureMeta(landPage, 'Land brochure');

export default function LandBrochureRoute() {
  return <BrochureScreen kind={landPage} toListing={landBrochure} />;
}

/** The land page's facts a buyer weighs first, in its order. */
const BROCHURE_FACTS = [
  'Total Area',
  'Selling Price',
  'Terrain',
  'Soil Type',
  'Road Access',
  'Water Access',
  'Sewage System',
  'Electricity',
];

function landBrochure(land: Land, id: string): BrochureListing {
  const { propertyType, currentStatus } = land.generalInfo;
  const { address, city, state, zipCode, country } = land.locationDetails;
  const type = capitalise(propertyType);
  const facts = landFacts(land).flatMap((group) => group.facts);
  const price = land.financialInfo.sellingPrice;
  const place = [address, city, [state, zipCode].filter(Boolean).join(' '), country].filter((line) =>
    line.trim(),
  );
  return {
    kind: type ? `${type} land` : 'Land',
    name: landPage.nameOf(land),
    location: landLocation(land),
    badges: [
      ...(type ? [{ label: type, tone: 'bg-brand-100 text-brand-800' }] : []),
      ...(currentStatus ? [{ label: capitalise(currentStatus), tone: 'bg-accent-100 text-accent-700' }] : []),
    ],
    price: price > 0 ? { label: 'Selling price', value: formatLandPrice(price) } : undefined,
    photos: land.propertyImages.filter((photo) => photo.trim()).slice(0, BROCHURE_PHOTOS),
    facts: BROCHURE_FACTS.flatMap((label) => facts.filter((fact) => fact.label === label)),
    lists: place.length ? [{ title: 'Location', items: place, lines: true }] : [],
    pagePath: paths.land(land._id || id),
  };
}
