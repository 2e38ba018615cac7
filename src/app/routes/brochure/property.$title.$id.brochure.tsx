import { LayersIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { BROCHURE_LIST_ITEMS, BROCHURE_PHOTOS } from '@/config/brochure';
import { paths } from '@/config/paths';
import { buildingLocation, countOf, NOT_GIVEN, yesNo } from '@/features/buildings/components/format';
import { buildingPage } from '@/features/buildings/buildingPage';
import { summaryTiles } from '@/features/buildings/components/summaryFacts';
import type { Building } from '@/features/buildings/schema';
import { buildingQueries } from '@/features/buildings/hooks';
import { statusLabel } from '@/lib/statusLabel';
import { capitalise } from '@/lib/text';
import { BrochureScreen } from '@/app/BrochureScreen';
import { brochureMeta, recordClientLoader } from '@/app/recordRoute';

export const clientLoader = recordClientLoader(buildingQueries.one);
export const meta = brochureMeta(buildingPage, 'Property brochure');

export default function BuildingBrochureRoute() {
  return <BrochureScreen kind={buildingPage} toListing={buildingBrochure} />;
}

function buildingBrochure(building: Building, id: string): BrochureListing {
  const { generalInfo: info, physicalCharacteristics: physical } = building;
  const name = buildingPage.nameOf(building);
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
