import { ProjectsPage } from '@/features/projects/pages/ProjectsPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/projects';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Our Projects',
    description:
      'Completed, ongoing and upcoming residential and commercial projects by Kalinga Habitats around Bhubaneswar.',
    path: paths.projects,
  });

export default ProjectsPage;
