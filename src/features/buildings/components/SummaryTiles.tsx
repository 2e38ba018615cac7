import type { ComponentType, SVGProps } from 'react';
import {
  AreaIcon,
  BuildingIcon,
  CalendarIcon,
  CheckIcon,
  HomeIcon,
  LayersIcon,
} from '../../../components/icons';
import { capitalise } from '../../../lib/text';
import type { Building } from '../schema';
import { acres, countOf, NOT_GIVEN, statusLabel } from './format';

interface Tile {
  label: string;
  value: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

function summaryTiles(building: Building): Tile[] {
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

/** The six facts a buyer looks for first. */
export function SummaryTiles({ building }: { building: Building }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Summary">
      {summaryTiles(building).map(({ label, value, Icon }) => (
        <li
          key={label}
          className="flex flex-col items-start gap-3 rounded-xl bg-white p-4 shadow-card sm:flex-row"
        >
          <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
            <Icon className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</p>
            <p className="mt-0.5 text-sm font-semibold break-words text-ink sm:text-base">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
