import { BrochureLink } from '@/components/BrochureLink';
import { DetailPageSkeleton } from '@/components/DetailPageSkeleton';
import { PhoneIcon } from '@/components/icons';
import { company, telLink } from '@/config/company';
import { paths } from '@/config/paths';
import { publicStatus } from '@/features/projects/values';
import { ListingInquiryColumns } from '@/features/inquiries/components/ListingInquiryColumns';
import { projectPriceText, projectSummary, projectWords } from '@/features/projects/components/format';
import { AboutProject } from '@/features/projects/components/AboutProject';
import { ProjectFacts } from '@/features/projects/components/ProjectFacts';
import { ProjectGallery } from '@/features/projects/components/ProjectGallery';
import { STATUS_STYLES } from '@/features/projects/components/statusStyles';
import { projectPage, projectPageIn } from '@/features/projects/projectPage';
import type { Project } from '@/features/projects/schema';
import { projectQueries } from '@/features/projects/hooks';
import { ListingActions } from '@/app/ListingActions';
import type { ListingRef } from '@/lib/listingRef';
import { ListingRecordPage } from '@/app/ListingRecordPage';
import { recordClientLoader, recordLoader, recordMeta } from '@/app/recordRoute';
import { recordScreen } from '@/app/RecordScreen';
import { fill } from '@/lib/i18n/fill';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';

export const loader = recordLoader(projectQueries.one);
// Its words, for the meta of a page in Odia or Hindi.
export const clientLoader = recordClientLoader(projectQueries.one, 'project');
export const meta = recordMeta(projectPage, projectPageIn);

export default recordScreen(projectPage, 'project', {
  skeleton: (words) => <DetailPageSkeleton label={words.loading} tileColumns="xl:grid-cols-3" />,
  notFound: (words) => words.notFound,
  children: (project, { id }) => <ProjectDetails project={project} id={id} />,
});

/** The project's name, place, description and amenities are the backend's: marked English on a page in another language. */
function ProjectDetails({ project, id }: { project: Project; id: string }) {
  const words = useMessages('project');
  const record = useMessages('record');
  const listings = useMessages('listings');
  const language = useLanguage();
  const named = project.projectName.trim();
  const name = named ? projectPage.nameOf(project) : listings.project.untitled;
  const shown = projectWords(project, language, listings.project);
  const statusKey = publicStatus(project.projectStatus).trim().toLowerCase();
  const listing: ListingRef = { kind: 'project', id: project._id.trim() || id };
  return (
    <ListingRecordPage
      visit={{
        ref: listing,
        name,
        place: project.location.trim(),
        photo: project.images[0] ?? '',
        label: projectPriceText(project.priceType),
        priceType: project.priceType,
        path: paths.project(project.projectName, listing.id),
      }}
      actions={<ListingActions listing={listing} look="header" />}
      named={Boolean(named)}
      trail={{ label: record.trail.projects, to: paths.projects }}
      badges={[
        shown.status.text ? { ...shown.status, tone: STATUS_STYLES[statusKey] } : null,
        shown.type.text ? shown.type : null,
      ]}
      shareText={projectSummary(project, words.summary, shown)}
      price={
        <p className="rounded-xl bg-accent-50 px-5 py-3 text-accent-700">
          <span className="block text-xs font-semibold tracking-wide uppercase">{record.facts.price}</span>
          <span className="text-lg font-bold tracking-wide">{shown.price.text}</span>
        </p>
      }
    >
      <ListingInquiryColumns
        label={words.ask}
        asideClassName="space-y-6 lg:self-start"
        about={{ kind: 'project', id: project._id || id, name, address: project.location.trim() }}
        contact={
          <>
            <a href={telLink(company.salesPhone)} className="btn-outline w-full py-3">
              <PhoneIcon className="h-5 w-5" />
              {fill(words.call, { phone: company.salesPhone })}
            </a>
            <BrochureLink to={paths.projectBrochure(project.projectName, project._id || id)} />
          </>
        }
      >
        <ProjectGallery key={listing.id} images={project.images} name={name} />
        <ProjectFacts project={project} />
        <AboutProject project={project} />
      </ListingInquiryColumns>
    </ListingRecordPage>
  );
}
