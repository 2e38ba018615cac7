import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import { ChevronRightIcon } from '@/components/icons';
import { PlaceLine } from '@/components/PlaceLine';
import { paths } from '@/config/paths';
import type { Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';
import { useBackendLang, useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { cardAmenity } from './filter';
import { projectName, projectWords, type ShownWord } from './format';
import { ProjectSlider } from './ProjectSlider';
import { STATUS_STYLES } from './statusStyles';

/**
 * The name's link covers the card's text, so a tap below the photos opens the project (the slider
 * keeps its swipe). The name, place, description and amenity are the backend's (lang="en" on a page
 * in another language); its status, type, parking and price type are in the page's language.
 */
export function ProjectCard({
  project,
  actions,
}: {
  project: Project;
  /** Buttons that act on the project (Shortlist, Compare): above the name's link, as on LinkCard. */
  actions?: ReactNode;
}) {
  const { project: words } = useMessages('listings');
  const language = useLanguage();
  const lang = useBackendLang();
  const named = Boolean(project.projectName.trim());
  const name = named ? projectName(project) : words.untitled;
  const shown = projectWords(project, language, words);
  // An English card shows the stored words as they are (a stored 'Finished' reads Completed).
  const status: ShownWord = language === 'en' ? { text: publicStatus(project.projectStatus) } : shown.status;
  const statusKey = publicStatus(project.projectStatus).toLowerCase();
  const amenity = cardAmenity(project);
  const id = project._id.trim();
  const typeWord: ShownWord = language === 'en' ? { text: project.projectType } : shown.type;
  const parkingWord: ShownWord = language === 'en' ? { text: project.parkingFacility } : shown.parking;
  const allFacts: [string, ShownWord][] = [
    [words.card.type, typeWord],
    [words.card.parking, parkingWord],
    [words.card.price, shown.price],
  ];
  const facts = allFacts.filter(([, value]) => Boolean(value.text));

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card">
      <div className="relative">
        <ProjectSlider images={project.images} name={name} />
        {status.text ? (
          <span
            className={`absolute top-3 left-3 z-10 rounded-full px-3 py-1 text-xs font-semibold shadow-card ${
              STATUS_STYLES[statusKey] ?? 'bg-white text-ink'
            }`}
            lang={status.lang}
          >
            {status.text}
          </span>
        ) : null}
      </div>
      <div className="relative flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-xl leading-snug font-semibold" lang={named ? lang : undefined}>
          {id ? (
            <Link
              to={paths.project(project.projectName, id)}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <PlaceLine place={project.location} className="flex items-start gap-1.5 text-sm text-ink-muted" />
        {project.description ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-ink-soft" lang={lang}>
            {project.description}
          </p>
        ) : null}
        {amenity ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800">
            <CheckIcon className="h-4 w-4 shrink-0" />
            <span>
              <span className="sr-only">{words.card.amenity}</span>
              {lang ? <span lang={lang}>{amenity}</span> : amenity}
            </span>
          </p>
        ) : null}
        <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 border-t border-ink/10 pt-4 text-sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-semibold text-ink" lang={value.lang}>
                {value.text}
              </dd>
            </div>
          ))}
          {project.yearOfCompletion > 0 ? (
            <div>
              <dt className="flex items-center gap-1 text-ink-muted">
                <CalendarIcon className="h-3.5 w-3.5" />
                {words.card.completion}
              </dt>
              <dd className="font-semibold text-ink">{project.yearOfCompletion}</dd>
            </div>
          ) : null}
        </dl>
        {id ? (
          <p aria-hidden="true" className="flex items-center gap-1 text-sm font-semibold text-brand-700">
            {words.card.view}
            <ChevronRightIcon className="h-4 w-4" />
          </p>
        ) : null}
        {actions ? <div className="relative z-10 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
