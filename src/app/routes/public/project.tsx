import { HydrationBoundary } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { isEmptyProject, projectName, projectSummary } from '@/features/projects/components/public/format';
import { projectQueries } from '@/features/projects/hooks';
import { ProjectDetailPage } from '@/pages/ProjectDetailPage';
import type { Project } from '@/features/projects/schema';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { publicPageMeta } from '@/lib/seo';
import { queryClient } from '@/app/queryClient';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/project';

/** At build time: the project, rendered into the page's HTML. */
export async function loader({ params }: Route.LoaderArgs) {
  return { prerendered: await prerenderQuery(projectQueries.one(params.id)) };
}

/** In the browser: the project's answer is asked for while the page's code loads. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  void queryClient.prefetchQuery(projectQueries.one(params.id));
  return { prerendered: undefined };
}

/**
 * The project's own title, description, first photo, listing data and trail (Home > Projects >
 * the project), from the answer rendered at build time (a project added since opens with the
 * general ones until its page loads). No price: a project has a price type, never an amount.
 */
export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const project = prerenderedAnswer<Project>(loaderData?.prerendered);
  if (!project || isEmptyProject(project) || !project._id.trim()) {
    return publicPageMeta({
      title: params.name || 'Project',
      description: 'A residential project by Kalinga Habitats around Bhubaneswar.',
      path: location.pathname,
    });
  }
  const name = projectName(project);
  const path = paths.project(project.projectName, project._id);
  const description = projectSummary(project);
  return publicPageMeta(
    { title: name, description, path, image: project.images[0], imageAlt: name },
    {
      listing: { name, description, path, images: project.images, address: project.location },
      trail: [
        { name: 'Home', path: '/' },
        { name: 'Projects', path: paths.projects },
        { name, path },
      ],
    },
  );
};

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <ReadableAddress page={ProjectDetailPage} />
    </HydrationBoundary>
  );
}
