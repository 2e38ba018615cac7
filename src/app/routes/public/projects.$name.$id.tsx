import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/Breadcrumb';
import { BrochureLink } from '@/components/BrochureLink';
import { DetailPageSkeleton } from '@/components/DetailPageSkeleton';
import { PhoneIcon } from '@/components/icons';
import { ListingBadge, ListingHeader } from '@/components/ListingHeader';
import { RecordPage } from '@/components/RecordPage';
import { company, telLink } from '@/config/company';
import { paths } from '@/config/paths';
import { useChatAbout } from '@/lib/chatSubject';
import { isMissingRecord } from '@/lib/missingRecord';
import { InquiryForm } from '@/features/inquiries/components/InquiryForm';
import { ListingActions } from '@/app/ListingActions';
import { useRecordView } from '@/features/recentlyViewed/hooks';
import { ListingContactBar } from '@/features/inquiries/components/ListingContactBar';
import {
  isEmptyProject,
  projectName,
  projectPriceText,
  projectSummary,
} from '@/features/projects/components/format';
import { ProjectAmenities, ProjectFacts } from '@/features/projects/components/ProjectFacts';
import { ProjectGallery } from '@/features/projects/components/ProjectGallery';
import { STATUS_STYLES } from '@/features/projects/components/statusStyles';
import { useProject, projectQueries } from '@/features/projects/hooks';
import type { Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';
import { HydrationBoundary } from '@tanstack/react-query';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { shareImage } from '@/lib/recordPageMeta';
import { notFoundPageMeta, publicPageMeta } from '@/lib/pageMeta';
import { isDecodable } from '@/lib/url';
import { readRecord } from '@/app/routeReads';
import { ReadableAddress } from '@/app/ReadableAddress';
import { ProjectNotFound, PROJECT_NOT_FOUND_TITLE } from '@/features/projects/components/ProjectNotFound';
import type { Route } from './+types/projects.$name.$id';

export async function loader({ params }: Route.LoaderArgs) {
  return { prerendered: await prerenderQuery(projectQueries.one(params.id)) };
}

/** Awaited, so the meta can name the project. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { prerendered: undefined, read: await readRecord(projectQueries.one(params.id)) };
}

const GENERAL_DESCRIPTION = 'A residential project by Kalinga Habitats around Bhubaneswar.';

/** No price in the listing data: a project has a price type, never an amount. */
export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  if (!isDecodable(location.pathname)) return notFoundPageMeta(location.pathname);
  const read = loaderData && 'read' in loaderData ? loaderData.read : undefined;
  if (read && isMissingRecord(params.id, read, isEmptyProject)) {
    return publicPageMeta({
      title: PROJECT_NOT_FOUND_TITLE,
      description: GENERAL_DESCRIPTION,
      path: location.pathname,
      noIndex: true,
    });
  }
  const project = read?.data ?? prerenderedAnswer<Project>(loaderData?.prerendered);
  if (!project || isEmptyProject(project) || !project._id.trim()) {
    return publicPageMeta({
      title: params.name || 'Project',
      description: GENERAL_DESCRIPTION,
      path: location.pathname,
    });
  }
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
};

export default function ProjectDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <ReadableAddress page={ProjectDetailPage} />
    </HydrationBoundary>
  );
}

function ProjectDetailPage() {
  const { id, name: nameInAddress } = useParams();
  const query = useProject(id);
  const project = query.data;
  const notFound = isMissingRecord(id, query, isEmptyProject);
  const name = project ? projectName(project) : nameInAddress || 'Project';
  useChatAbout(project && !notFound ? name : undefined);
  useRecordView(
    project && !notFound
      ? {
          ref: { kind: 'project', id: project._id || id || '' },
          name,
          place: project.location.trim(),
          photo: project.images[0] ?? '',
          label: projectPriceText(project.priceType),
          path: paths.project(project.projectName, project._id || id || ''),
        }
      : undefined,
  );

  return (
    <RecordPage
      record={project}
      missing={notFound}
      notFound={<ProjectNotFound />}
      load={query}
      skeleton={<DetailPageSkeleton label="Loading project details" tileColumns="xl:grid-cols-3" />}
    >
      {(project) => <ProjectDetails project={project} name={name} id={id ?? ''} />}
    </RecordPage>
  );
}

function ProjectDetails({ project, name, id }: { project: Project; name: string; id: string }) {
  const status = publicStatus(project.projectStatus).trim();
  const type = project.projectType.trim();
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

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-8">
          <ProjectGallery images={project.images} name={name} />
          <ProjectFacts project={project} />
          <section aria-labelledby="project-about" className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
            <h2 id="project-about" className="text-2xl">
              About This Project
            </h2>
            <p className="mt-4 leading-relaxed break-words whitespace-pre-line text-ink-soft">
              {project.description.trim() || 'Ask us for the details of this project.'}
            </p>
          </section>
          <section
            aria-labelledby="project-amenities"
            className="rounded-2xl bg-white p-5 shadow-card sm:p-8"
          >
            <h2 id="project-amenities" className="text-2xl">
              Amenities
            </h2>
            <div className="mt-4">
              <ProjectAmenities amenities={project.amenities} />
            </div>
          </section>
        </div>
        <aside className="space-y-6 lg:self-start" aria-label="Ask about this project">
          <div className="rounded-2xl bg-white p-6 shadow-card">
            <InquiryForm
              about={{ kind: 'project', id: project._id || id, name, address: project.location.trim() }}
              title="Interested? Send An Inquiry"
            />
          </div>
          <a href={telLink(company.salesPhone)} className="btn-outline w-full py-3">
            <PhoneIcon className="h-5 w-5" />
            Call {company.salesPhone}
          </a>
          <BrochureLink to={paths.projectBrochure(project.projectName, project._id || id)} />
        </aside>
      </div>
      <ListingContactBar />
    </div>
  );
}
