import type { ComponentType, SVGProps } from 'react';
import { CalendarIcon, CheckIcon, HomeIcon, MapPinIcon, TagIcon } from '../../../../components/icons';
import type { Project } from '../../schema';
import { publicStatus } from '../../values';
import { parkingText, projectPriceText } from './format';

const NOT_GIVEN = 'N/A';

interface Fact {
  label: string;
  value: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Long text: the whole row while the tiles sit two to a row. */
  wide?: boolean;
}

function projectFacts(project: Project): Fact[] {
  return [
    { label: 'Status', value: publicStatus(project.projectStatus).trim() || NOT_GIVEN, Icon: CheckIcon },
    { label: 'Project Type', value: project.projectType.trim() || NOT_GIVEN, Icon: HomeIcon },
    {
      label: 'Year of Completion',
      value: project.yearOfCompletion > 0 ? String(project.yearOfCompletion) : NOT_GIVEN,
      Icon: CalendarIcon,
    },
    { label: 'Parking Facility', value: parkingText(project.parkingFacility) || NOT_GIVEN, Icon: HomeIcon },
    { label: 'Location', value: project.location.trim() || NOT_GIVEN, Icon: MapPinIcon, wide: true },
    { label: 'Price Type', value: projectPriceText(project.priceType), Icon: TagIcon, wide: true },
  ];
}

/** The project's six facts as tiles: status, type, location, year, parking and price type. */
export function ProjectFacts({ project }: { project: Project }) {
  return (
    <ul aria-label="Project facts" className="grid grid-cols-2 gap-3 xl:grid-cols-3">
      {projectFacts(project).map(({ label, value, Icon, wide }) => (
        <li
          key={label}
          className={`flex items-start gap-3 rounded-xl bg-white p-3 shadow-card sm:p-4 ${
            wide ? 'col-span-2 xl:col-span-1' : ''
          }`}
        >
          <span className="hidden rounded-lg bg-brand-50 p-2 text-brand-700 min-[420px]:inline-flex">
            <Icon className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</p>
            <p className="mt-0.5 font-semibold break-words text-ink">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every amenity the project lists (the card on /Projects shows only the second). */
export function ProjectAmenities({ amenities }: { amenities: readonly string[] }) {
  if (amenities.length === 0) return <p className="text-ink-muted">No amenities listed yet.</p>;
  return (
    <ul aria-label="Amenities" className="grid gap-2 sm:grid-cols-2">
      {amenities.map((amenity, index) => (
        <li key={`${amenity}-${index}`} className="flex items-start gap-2 text-ink-soft">
          <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
          <span className="break-words">{amenity}</span>
        </li>
      ))}
    </ul>
  );
}
