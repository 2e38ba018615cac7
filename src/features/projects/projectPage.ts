import type { Params } from 'react-router';
import { paths } from '@/config/paths';
import type { Language } from '@/lib/i18n/languages';
import { recordKind } from '@/lib/recordKind';
import { listingPageMeta, recordMetaWordsIn } from '@/lib/recordPageMeta';
import { isEmptyProject, projectName, projectSummary, projectWords } from './components/format';
import { projectQueries } from './hooks';
import type { Project } from './schema';

/** A project's page and brochure: `src/app/recordRoute.ts`. */
export const projectPage = recordKind({
  query: projectQueries.one,
  recordOf: (project: Project) => project,
  isEmpty: isEmptyProject,
  nameOf: projectName,
  pathOf: (project, id) => paths.project(project.projectName, project._id || id),
  photoOf: (project) => project.images[0],
  untitled: (params) => params.name || 'Project',
  notFound: {
    title: 'Project not found',
    message: 'This project may have been removed, or the link is not complete.',
    backTo: paths.projects,
    backLabel: 'Back to projects',
  },
  description: 'A residential project by Kalinga Habitats around Bhubaneswar.',
  // No price in the listing data: a project has a price type, never an amount.
  meta: (project) => projectMeta(project, projectName(project), projectSummary(project)),
});

/** A project's tags: its name, a summary, its first photo and structured data. */
function projectMeta(
  project: Project,
  name: string,
  description: string,
  inLanguage?: { language: Language; home: string; projects: string },
) {
  return listingPageMeta(
    {
      name,
      description,
      path: paths.project(project.projectName, project._id),
      images: project.images,
      address: project.location,
    },
    {
      section: { name: inLanguage?.projects ?? 'Projects', path: paths.projects },
      ...(inLanguage ? { inLanguage } : {}),
    },
  );
}

/**
 * A project's page in Odia or Hindi, for its `meta` (src/app/recordRoute.ts): the page's words and
 * the project's summary in the language, its name as written. Nothing while its namespaces load
 * (the route's clientLoader loads them: project, listings, record, shell).
 */
export function projectPageIn(language: Exclude<Language, 'en'>) {
  return recordMetaWordsIn(language, 'project', ({ words, listings, record, shell }) => ({
    untitled: (params: Params) => params.name || words.untitled,
    meta: (project: Project) => {
      const name = project.projectName.trim() || listings.project.untitled;
      const shown = projectWords(project, language, listings.project);
      return projectMeta(project, name, projectSummary(project, words.summary, shown), {
        language,
        home: shell.nav.home,
        projects: record.trail.projects,
      });
    },
  }));
}
