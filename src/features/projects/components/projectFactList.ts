import type { Fact } from '@/components/FactTile';
import { CalendarIcon, HomeIcon, TagIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import { MapPinIcon } from '@/components/icons';
import type { Project } from '@/features/projects/schema';
import type { ProjectWords, ShownWord } from './format';

interface ProjectFact extends Fact {
  /** Long text: the whole row while the tiles sit two to a row. */
  wide?: boolean;
}

/** The facts' labels, and what a fact the project does not give says. */
export interface ProjectFactWords {
  labels: {
    status: string;
    type: string;
    year: string;
    parking: string;
    location: string;
    priceType: string;
  };
  notGiven: string;
}

/** A project's six facts: the page's tiles and its brochure's facts. */
export function projectFacts(project: Project, words: ProjectFactWords, shown: ProjectWords): ProjectFact[] {
  const { labels, notGiven } = words;
  const value = (word: ShownWord) =>
    word.text ? { value: word.text, lang: word.lang } : { value: notGiven };
  return [
    { label: labels.status, ...value(shown.status), Icon: CheckIcon },
    { label: labels.type, ...value(shown.type), Icon: HomeIcon },
    {
      label: labels.year,
      value: project.yearOfCompletion > 0 ? String(project.yearOfCompletion) : notGiven,
      Icon: CalendarIcon,
    },
    { label: labels.parking, ...value(shown.parking), Icon: HomeIcon },
    { label: labels.location, ...value(shown.place), Icon: MapPinIcon, wide: true },
    { label: labels.priceType, ...value(shown.price), Icon: TagIcon, wide: true },
  ];
}
