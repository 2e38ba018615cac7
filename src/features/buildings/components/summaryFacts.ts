import { AreaIcon, BuildingIcon, CalendarIcon, HomeIcon, LayersIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import type { Fact } from '@/components/FactTile';
import { capitalise } from '@/lib/text';
import type { Building } from '@/features/buildings/schema';
import { statusLabel } from '@/lib/statusLabel';
import { acres, countOf, NOT_GIVEN } from './format';

/** A building's six headline facts: the page's summary tiles and its brochure's first facts. */
export function summaryTiles(building: Building): Fact[] {
  const { generalInfo: info, physicalCharacteristics: physical } = building;
  const towers = countOf(physical.numberOfTowers, 'Tower', 'Towers');
  const floors = countOf(physical.totalFloors, 'Floor', 'Floors');
  return [
    { label: 'Property Type', value: capitalise(info.BuildingsType) || NOT_GIVEN, Icon: BuildingIcon },
    { label: 'Apartment Type', value: info.AppartmentType || NOT_GIVEN, Icon: HomeIcon },
    { label: 'Status', value: statusLabel(info.currentStatus) || NOT_GIVEN, Icon: CheckIcon },
    { label: 'Total Area', value: acres(physical.totalArea), Icon: AreaIcon },
    {
      label: 'Towers & Floors',
      value: towers === NOT_GIVEN && floors === NOT_GIVEN ? NOT_GIVEN : `${towers}, ${floors}`,
      Icon: LayersIcon,
    },
    { label: 'Possession', value: physical.yearOfProssesion || NOT_GIVEN, Icon: CalendarIcon },
  ];
}
