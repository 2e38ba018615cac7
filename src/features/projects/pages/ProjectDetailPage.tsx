import { useParams } from 'react-router';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { MapPinIcon, PhoneIcon } from '../../../components/icons';
import { NotFoundState } from '../../../components/NotFoundState';
import { ShareButton } from '../../../components/share/ShareButton';
import { ErrorState } from '../../../components/StatusMessage';
import { company, telLink } from '../../../config/company';
import { paths } from '../../../config/paths';
import { errorMessage, statusOf } from '../../../lib/errors';
import { useChatAbout } from '../../../lib/chatSubject';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { InquiryForm } from '../../inquiries/components/InquiryForm';
import { isEmptyProject, projectName, projectPriceText, projectSummary } from '../components/public/format';
import { ProjectDetailSkeleton } from '../components/public/ProjectDetailSkeleton';
import { ProjectAmenities, ProjectFacts } from '../components/public/ProjectFacts';
import { ProjectGallery } from '../components/public/ProjectGallery';
import { STATUS_STYLES } from '../components/public/statusStyles';
import { useProject } from '../hooks';
import { publicStatus } from '../values';

export const PROJECT_NOT_FOUND_TITLE = 'Project not found';

/**
 * /Projects/{name}/{id}: the project's photos, its facts and price type (never a number), every
 * amenity, its description, and an inquiry form that names it.
 */
export function ProjectDetailPage() {
  const { id, name: nameInAddress } = useParams();
  const query = useProject(id);
  const project = query.data;
  const notFound =
    !id || (query.isError && statusOf(query.error) === 404) || (project ? isEmptyProject(project) : false);
  const name = project ? projectName(project) : nameInAddress || 'Project';
  useDocumentTitle(notFound ? PROJECT_NOT_FOUND_TITLE : name);
  // The floating chat button names the project once it is shown.
  useChatAbout(project && !notFound ? name : undefined);

  if (notFound) {
    return (
      <NotFoundState
        title={PROJECT_NOT_FOUND_TITLE}
        message="This project may have been removed, or the link is not complete."
        backTo={paths.projects}
        backLabel="Back to projects"
      />
    );
  }
  if (query.isError) {
    return (
      <div className="container-site py-16">
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!project) return <ProjectDetailSkeleton />;

  const status = publicStatus(project.projectStatus).trim();
  const type = project.projectType.trim();
  const location = project.location.trim();
  const description = project.description.trim();
  return (
    <div className="container-site py-8 sm:py-12">
      <Breadcrumb trail={[{ label: 'Projects', to: paths.projects }]} current={name} />

      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            {status ? (
              <span
                className={`rounded-full px-3 py-1 text-xs font-semibold ${
                  STATUS_STYLES[status.toLowerCase()] ?? 'bg-brand-100 text-brand-800'
                }`}
              >
                {status}
              </span>
            ) : null}
            {type ? (
              <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-700">
                {type}
              </span>
            ) : null}
          </div>
          <h1 className="mt-3 text-3xl leading-tight break-words sm:text-4xl">{name}</h1>
          {location ? (
            <p className="mt-2 flex items-start gap-1.5 text-ink-soft">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" />
              {location}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ShareButton title={name} text={projectSummary(project)} />
          <p className="rounded-xl bg-accent-50 px-5 py-3 text-accent-700">
            <span className="block text-xs font-semibold tracking-wide uppercase">Price</span>
            <span className="text-lg font-bold tracking-wide">{projectPriceText(project.priceType)}</span>
          </p>
        </div>
      </header>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-8">
          <ProjectGallery images={project.images} name={name} />
          <ProjectFacts project={project} />
          <section aria-labelledby="project-about" className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
            <h2 id="project-about" className="text-2xl">
              About This Project
            </h2>
            <p className="mt-4 leading-relaxed break-words whitespace-pre-line text-ink-soft">
              {description || 'Ask us for the details of this project.'}
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
              about={{ kind: 'project', id: project._id || id, name }}
              title="Interested? Send An Inquiry"
            />
          </div>
          <a href={telLink(company.salesPhone)} className="btn-outline w-full py-3">
            <PhoneIcon className="h-5 w-5" />
            Call {company.salesPhone}
          </a>
        </aside>
      </div>
    </div>
  );
}
