import { useParams } from 'react-router';
import { LayersIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import { BrochureFrame, BrochureOf } from '@/components/brochure/BrochurePage';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { BROCHURE_LIST_ITEMS, BROCHURE_PHOTOS } from '@/config/brochure';
import { paths } from '@/config/paths';
import {
  buildingLocation,
  countOf,
  isEmptyBuilding,
  NOT_GIVEN,
  statusLabel,
  yesNo,
} from '@/features/buildings/components/format';
import { BuildingNotFound, BUILDING_NOT_FOUND_TITLE } from '@/features/buildings/components/BuildingNotFound';
import { summaryTiles } from '@/features/buildings/components/summaryFacts';
import { buildingQueries, useBuilding } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import { brochureMeta } from '@/lib/brochureMeta';
import { capitalise } from '@/lib/text';
import { readRecord } from '@/app/routeReads';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/property.$title.$id.brochure';

/** Read in the browser, not rendered at build: a brochure is a print copy of the listing's page. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { read: await readRecord(buildingQueries.one(params.id)) };
}

const nameOf = (building: Building) => building.generalInfo.BuildingsName.trim() || 'Property';

export const meta: Route.MetaFunction = ({ loaderData, params, location }) =>
  brochureMeta({
    pathname: location.pathname,
    id: params.id,
    read: loaderData?.read,
    isEmpty: isEmptyBuilding,
    untitled: 'Property brochure',
    notFoundTitle: BUILDING_NOT_FOUND_TITLE,
    listing: (building) => ({
      name: nameOf(building),
      path: paths.building(nameOf(building), building._id || params.id),
      image: building.BuildingsImages[0],
    }),
  });

export default function BuildingBrochureRoute() {
  return (
    <BrochureFrame>
      <ReadableAddress page={BuildingBrochure} />
    </BrochureFrame>
  );
}

function BuildingBrochure() {
  const { id } = useParams();
  const query = useBuilding(id);
  return (
    <BrochureOf
      id={id}
      query={query}
      isEmpty={isEmptyBuilding}
      notFound={<BuildingNotFound />}
      toListing={(building) => buildingBrochure(building, id ?? '')}
    />
  );
}

function buildingBrochure(building: Building, id: string): BrochureListing {
  const { generalInfo: info, physicalCharacteristics: physical } = building;
  const name = nameOf(building);
  const type = capitalise(info.BuildingsType);
  const units = building.units.slice(0, BROCHURE_LIST_ITEMS).map((unit, index) => {
    const bedrooms = countOf(unit.numberOfBedrooms, 'Bedroom', 'Bedrooms');
    const unitName = unit.unitType.trim() || `Unit ${index + 1}`;
    return bedrooms === NOT_GIVEN ? unitName : `${unitName}: ${bedrooms}`;
  });
  const amenities = building.extraInfo.amenities.filter((item) => item.trim()).slice(0, BROCHURE_LIST_ITEMS);
  const plan = building.BuildingsPlansImage.trim();
  return {
    kind: type ? `${type} building` : 'Building',
    name,
    location: buildingLocation(building),
    badges: [
      ...(info.currentStatus
        ? [{ label: statusLabel(info.currentStatus), tone: 'bg-brand-100 text-brand-800' }]
        : []),
      ...(type ? [{ label: type, tone: 'bg-accent-100 text-accent-700' }] : []),
    ],
    // The building page never shows a number, as the product asks; nor does its brochure.
    price: { label: 'Price', value: 'Call For Price' },
    photos: building.BuildingsImages.filter((photo) => photo.trim()).slice(0, BROCHURE_PHOTOS),
    facts: [
      ...summaryTiles(building),
      { label: 'Approval', value: info.approval || NOT_GIVEN, Icon: CheckIcon },
      { label: 'Parking', value: yesNo(physical.parkingFacilities), Icon: LayersIcon },
    ],
    summary: building.propertyDescription.join(' ').trim() || undefined,
    lists: [
      ...(units.length ? [{ title: 'Unit types', items: units }] : []),
      ...(amenities.length ? [{ title: 'Amenities', items: amenities }] : []),
    ],
    plan: plan ? { src: plan, alt: `${name} floor plan` } : undefined,
    pagePath: paths.building(name, building._id || id),
  };
}
