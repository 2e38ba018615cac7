import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { BROCHURE_LIST_ITEMS, BROCHURE_PHOTOS } from '@/config/brochure';
import { paths } from '@/config/paths';
import { projectPriceText } from '@/features/projects/components/format';
import { projectFacts } from '@/features/projects/components/projectFactList';
import { STATUS_STYLES } from '@/features/projects/components/statusStyles';
import { projectPage } from '@/features/projects/projectPage';
import type { Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';
import { projectQueries } from '@/features/projects/hooks';
import { BrochureScreen } from '@/app/BrochureScreen';
import { brochureMeta, recordClientLoader } from '@/app/recordRoute';

export const clientLoader = recordClientLoader(projectQueries.one);
export const meta = brochureMeta(projectPage, 'Project brochure');

export default function ProjectBrochureRoute() {
  return <BrochureScreen kind={projectPage} toListing={projectBrochure} />;
}

function projectBrochure(project: Project, id: string): BrochureListing {
  const status = publicStatus(project.projectStatus).trim();
  const type = project.projectType.trim();
  const amenities = project.amenities.filter((item) => item.trim()).slice(0, BROCHURE_LIST_ITEMS);
  return {
    kind: type ? `${type} project` : 'Project',
    name: projectPage.nameOf(project),
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
