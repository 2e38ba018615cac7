import { FactTile } from '@/components/FactTile';
import { CheckIcon } from '@/components/actionIcons';
import { projectFacts } from './projectFactList';
import type { Project } from '@/features/projects/schema';

/** The project's six facts as tiles: status, type, location, year, parking and price type. */
export function ProjectFacts({ project }: { project: Project }) {
  return (
    <ul aria-label="Project facts" className="grid grid-cols-2 gap-3 xl:grid-cols-3">
      {projectFacts(project).map((fact) => (
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
