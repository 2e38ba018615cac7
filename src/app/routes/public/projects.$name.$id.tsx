import { Breadcrumb } from '@/components/Breadcrumb';
import { BrochureLink } from '@/components/BrochureLink';
import { DetailPageSkeleton } from '@/components/DetailPageSkeleton';
import { PhoneIcon } from '@/components/icons';
import { ListingBadge, ListingHeader } from '@/components/ListingHeader';
import { company, telLink } from '@/config/company';
import { paths } from '@/config/paths';
import { useChatAbout } from '@/lib/chatSubject';
import { ListingInquiryColumns } from '@/features/inquiries/components/ListingInquiryColumns';
import { ListingContactBar } from '@/features/inquiries/components/ListingContactBar';
import { useRecordView } from '@/features/recentlyViewed/hooks';
import { projectPriceText, projectSummary } from '@/features/projects/components/format';
import { AboutProject } from '@/features/projects/components/AboutProject';
import { ProjectFacts } from '@/features/projects/components/ProjectFacts';
import { ProjectGallery } from '@/features/projects/components/ProjectGallery';
import { STATUS_STYLES } from '@/features/projects/components/statusStyles';
import { projectPage } from '@/features/projects/projectPage';
import type { Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';
import { projectQueries } from '@/features/projects/hooks';
import { ListingActions } from '@/app/ListingActions';
import { recordClientLoader, recordLoader, recordMeta } from '@/app/recordRoute';
import { RecordScreen } from '@/app/RecordScreen';
import type { Route } from './+types/projects.$name.$id';

export const loader = recordLoader(projectQueries.one);
export const clientLoader = recordClientLoader(projectQueries.one);
export const meta = recordMeta(projectPage);

export default function ProjectDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen
      kind={projectPage}
      prerendered={loaderData.prerendered}
      skeleton={<DetailPageSkeleton label="Loading project details" tileColumns="xl:grid-cols-3" />}
    >
      {(project, { id }) => <ProjectDetails project={project} name={projectPage.nameOf(project)} id={id} />}
    </RecordScreen>
  );
}

function ProjectDetails({ project, name, id }: { project: Project; name: string; id: string }) {
  const status = publicStatus(project.projectStatus).trim();
  const type = project.projectType.trim();
  useChatAbout(name);
  useRecordView({
    ref: { kind: 'project', id: project._id || id },
    name,
    place: project.location.trim(),
    photo: project.images[0] ?? '',
    label: projectPriceText(project.priceType),
    path: paths.project(project.projectName, project._id || id),
  });
  return (
    <div className="container-site py-8 sm:py-12">
      <Breadcrumb trail={[{ label: 'Projects', to: paths.projects }]} current={name} />

      <ListingHeader
        name={name}
        location={project.location.trim()}
        badges={
          <>
            {status ? (
              <ListingBadge tone={STATUS_STYLES[status.toLowerCase()] ?? 'bg-brand-100 text-brand-800'}>
                {status}
              </ListingBadge>
            ) : null}
            {type ? <ListingBadge tone="bg-accent-100 text-accent-700">{type}</ListingBadge> : null}
          </>
        }
        shareText={projectSummary(project)}
        actions={<ListingActions listing={{ kind: 'project', id: project._id.trim() || id }} look="header" />}
        price={
          <p className="rounded-xl bg-accent-50 px-5 py-3 text-accent-700">
            <span className="block text-xs font-semibold tracking-wide uppercase">Price</span>
            <span className="text-lg font-bold tracking-wide">{projectPriceText(project.priceType)}</span>
          </p>
        }
      />

      <ListingInquiryColumns
        label="Ask about this project"
        asideClassName="space-y-6 lg:self-start"
        about={{ kind: 'project', id: project._id || id, name, address: project.location.trim() }}
        contact={
          <>
            <a href={telLink(company.salesPhone)} className="btn-outline w-full py-3">
              <PhoneIcon className="h-5 w-5" />
              Call {company.salesPhone}
            </a>
            <BrochureLink to={paths.projectBrochure(project.projectName, project._id || id)} />
          </>
        }
      >
        <ProjectGallery images={project.images} name={name} />
        <ProjectFacts project={project} />
        <AboutProject project={project} />
      </ListingInquiryColumns>
      <ListingContactBar />
    </div>
  );
}
