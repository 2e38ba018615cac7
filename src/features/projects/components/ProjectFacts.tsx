import { FactTile } from '@/components/FactTile';
import { CheckIcon } from '@/components/actionIcons';
import { useBackendLang, useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { projectWords } from './format';
import { projectFacts } from './projectFactList';
import type { Project } from '@/features/projects/schema';

/** The project's six facts as tiles: status, type, location, year, parking and price type. */
export function ProjectFacts({ project }: { project: Project }) {
  const words = useMessages('project');
  const { facts: shared } = useMessages('record');
  const listings = useMessages('listings');
  const language = useLanguage();
  const labels = {
    status: shared.status,
    type: words.facts.type,
    year: words.facts.year,
    parking: words.facts.parking,
    location: shared.location,
    priceType: words.facts.priceType,
  };
  const facts = projectFacts(
    project,
    { labels, notGiven: shared.notGiven },
    projectWords(project, language, listings.project),
  );
  return (
    <ul aria-label={words.facts.label} className="grid grid-cols-2 gap-3 xl:grid-cols-3">
      {facts.map((fact) => (
        <FactTile
          key={fact.label}
          fact={fact}
          className={`flex items-start gap-3 p-3 sm:p-4 ${fact.wide ? 'col-span-2 xl:col-span-1' : ''}`}
          iconClassName="hidden min-[420px]:inline-flex"
        />
      ))}
    </ul>
  );
}

/** Every amenity the project lists (the card on /Projects shows only the second), as the admin typed it. */
export function ProjectAmenities({ amenities }: { amenities: readonly string[] }) {
  const words = useMessages('project');
  const lang = useBackendLang();
  if (amenities.length === 0) return <p className="text-ink-muted">{words.amenities.empty}</p>;
  return (
    <ul aria-label={words.amenities.title} className="grid gap-2 sm:grid-cols-2">
      {amenities.map((amenity, index) => (
        <li key={`${amenity}-${index}`} className="flex items-start gap-2 text-ink-soft">
          <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
          <span className="break-words" lang={lang}>
            {amenity}
          </span>
        </li>
      ))}
    </ul>
  );
}
