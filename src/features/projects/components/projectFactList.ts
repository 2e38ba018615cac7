import type { Fact } from '@/components/FactTile';
import { CalendarIcon, HomeIcon, TagIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import { MapPinIcon } from '@/components/icons';
import type { Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';
import { parkingText, projectPriceText } from './format';

const NOT_GIVEN = 'N/A';

interface ProjectFact extends Fact {
  /** Long text: the whole row while the tiles sit two to a row. */
  wide?: boolean;
}

/** A project's six facts: the page's tiles and its brochure's facts. */
export function projectFacts(project: Project): ProjectFact[] {
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
