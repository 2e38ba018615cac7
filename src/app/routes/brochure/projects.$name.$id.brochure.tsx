import { useParams } from 'react-router';
import { BrochureFrame, BrochureOf } from '@/components/brochure/BrochurePage';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { BROCHURE_LIST_ITEMS, BROCHURE_PHOTOS } from '@/config/brochure';
import { paths } from '@/config/paths';
import { isEmptyProject, projectName, projectPriceText } from '@/features/projects/components/format';
import { projectFacts } from '@/features/projects/components/projectFactList';
import { STATUS_STYLES } from '@/features/projects/components/statusStyles';
import { projectQueries, useProject } from '@/features/projects/hooks';
import type { Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';
import { brochureMeta } from '@/lib/brochureMeta';
import { readRecord } from '@/app/routeReads';
import { ReadableAddress } from '@/app/ReadableAddress';
import { ProjectNotFound, PROJECT_NOT_FOUND_TITLE } from '@/features/projects/components/ProjectNotFound';
import type { Route } from './+types/projects.$name.$id.brochure';

/** Read in the browser, not rendered at build: a brochure is a print copy of the listing's page. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { read: await readRecord(projectQueries.one(params.id)) };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location }) =>
  brochureMeta({
    pathname: location.pathname,
    id: params.id,
    read: loaderData?.read,
    isEmpty: isEmptyProject,
    untitled: 'Project brochure',
    notFoundTitle: PROJECT_NOT_FOUND_TITLE,
    listing: (project) => ({
      name: projectName(project),
      path: paths.project(project.projectName, project._id || params.id),
      image: project.images[0],
    }),
  });

export default function ProjectBrochureRoute() {
  return (
    <BrochureFrame>
      <ReadableAddress page={ProjectBrochure} />
    </BrochureFrame>
  );
}

function ProjectBrochure() {
  const { id } = useParams();
  const query = useProject(id);
  return (
    <BrochureOf
      id={id}
      query={query}
      isEmpty={isEmptyProject}
      notFound={<ProjectNotFound />}
      toListing={(project) => projectBrochure(project, id ?? '')}
    />
  );
}

function projectBrochure(project: Project, id: string): BrochureListing {
  const status = publicStatus(project.projectStatus).trim();
  const type = project.projectType.trim();
  const amenities = project.amenities.filter((item) => item.trim()).slice(0, BROCHURE_LIST_ITEMS);
  return {
    kind: type ? `${type} project` : 'Project',
    name: projectName(project),
    location: project.location.trim(),
    badges: [
      ...(status
        ? [{ label: status, tone: STATUS_STYLES[status.toLowerCase()] ?? 'bg-brand-100 text-brand-800' }]
        : []),
      ...(type ? [{ label: type, tone: 'bg-accent-100 text-accent-700' }] : []),
    ],
    price: { label: 'Price', value: projectPriceText(project.priceType) },
    photos: project.images.filter((photo) => photo.trim()).slice(0, BROCHURE_PHOTOS),
    // The place is under the name, and the price type beside it, already.
    facts: projectFacts(project).filter((fact) => !['Location', 'Price Type'].includes(fact.label)),
    summary: project.description.trim() || undefined,
    lists: amenities.length ? [{ title: 'Amenities', items: amenities }] : [],
    pagePath: paths.project(project.projectName, project._id || id),
  };
}
