import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/pageMeta';
import { recordKind } from '@/lib/recordKind';
import { shareImage } from '@/lib/recordPageMeta';
import { isEmptyProject, projectName, projectSummary } from './components/format';
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
  meta: (project) => {
    const name = projectName(project);
    const path = paths.project(project.projectName, project._id);
    const description = projectSummary(project);
    return publicPageMeta(
      { title: name, description, path, image: shareImage(project.images[0]), imageAlt: name },
      {
        listing: { name, description, path, images: project.images, address: project.location },
        trail: [
          { name: 'Home', path: '/' },
          { name: 'Projects', path: paths.projects },
          { name, path },
        ],
      },
    );
  },
});
