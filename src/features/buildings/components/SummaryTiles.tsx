import { AreaIcon, BuildingIcon, CalendarIcon, HomeIcon, LayersIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import { FactTile, type Fact } from '@/components/FactTile';
import { capitalise } from '@/lib/text';
import type { Building } from '@/features/buildings/schema';
import { acres, countOf, NOT_GIVEN, statusLabel } from './format';

function summaryTiles(building: Building): Fact[] {
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

export function SummaryTiles({ building }: { building: Building }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Summary">
      {summaryTiles(building).map((fact) => (
        <FactTile
          key={fact.label}
          fact={fact}
          className="flex flex-col items-start gap-3 p-4 sm:flex-row"
          valueClassName="text-sm sm:text-base"
        />
      ))}
    </ul>
  );
}
