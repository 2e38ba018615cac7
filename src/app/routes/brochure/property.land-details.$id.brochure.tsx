import { useParams } from 'react-router';
import { BrochureFrame, BrochureOf } from '@/components/brochure/BrochurePage';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { BROCHURE_PHOTOS } from '@/config/brochure';
import { paths } from '@/config/paths';
import { formatLandPrice, isEmptyLand, landLocation } from '@/features/lands/components/format';
import { LandNotFound, LAND_NOT_FOUND_TITLE } from '@/features/lands/components/LandNotFound';
import { landFacts } from '@/features/lands/components/landFactGroups';
import { landQueries, useLand } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import { brochureMeta } from '@/lib/brochureMeta';
import { capitalise } from '@/lib/text';
import { readRecord } from '@/app/routeReads';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/property.land-details.$id.brochure';

/** Read in the browser, not rendered at build: a brochure is a print copy of the listing's page. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { read: await readRecord(landQueries.one(params.id)) };
}

const nameOf = (land: Land) => land.generalInfo.propertyName.trim() || 'Land Details';

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

export const meta: Route.MetaFunction = ({ loaderData, params, location }) =>
  brochureMeta({
    pathname: location.pathname,
    id: params.id,
    read: loaderData?.read,
    isEmpty: isEmptyLand,
    untitled: 'Land brochure',
    notFoundTitle: LAND_NOT_FOUND_TITLE,
    listing: (land) => ({
      name: nameOf(land),
      path: paths.land(land._id || params.id),
      image: land.propertyImages[0],
    }),
  });

export default function LandBrochureRoute() {
  return (
    <BrochureFrame>
      <ReadableAddress page={LandBrochure} />
    </BrochureFrame>
  );
}

function LandBrochure() {
  const { id } = useParams();
  const query = useLand(id);
  return (
    <BrochureOf
      id={id}
      query={query}
      isEmpty={isEmptyLand}
      notFound={<LandNotFound />}
      toListing={(land) => landBrochure(land, id ?? '')}
    />
  );
}

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
    name: nameOf(land),
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
