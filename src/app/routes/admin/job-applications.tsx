import { useMemo, useState } from 'react';
import { AdminListFilters } from '@/components/admin/AdminListFilters';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { serialColumn } from '@/components/admin/serialColumn';
import { useAdminList } from '@/components/admin/useAdminList';
import { DocumentIcon } from '@/components/officeIcons';
import { DownloadIcon } from '@/components/actionIcons';
import { mailtoHref, telHref } from '@/lib/contactLinks';
import { csvBlob } from '@/lib/csv';
import { saveBlob } from '@/lib/saveFile';
import { titleMeta } from '@/lib/pageMeta';
import {
  APPLICATION_FILTERS,
  appliedOnText,
  appliedRoles,
  EXPORT_HEADER,
  exportFileName,
  exportRow,
  matchesApplication,
  newestFirst,
} from '@/features/careers/admin/applicationList';
import { LetterPreview } from '@/features/careers/admin/LetterPreview';
import { ResumePreview } from '@/features/careers/admin/ResumePreview';
import { applicationQueries, useApplications } from '@/features/careers/hooks';
import { listLoader, revalidateOnNewPath } from '@/app/routeReads';
import type { JobApplication } from '@/features/careers/schema';
import type { Route } from './+types/job-applications';

const nameOf = (application: JobApplication) => application.name || 'Unnamed applicant';

export const meta: Route.MetaFunction = () => titleMeta('Job Applications');

export const clientLoader = listLoader(applicationQueries.all);

export const shouldRevalidate = revalidateOnNewPath;

export default function JobApplicationsPage() {
  const applications = useApplications();
  const [previewing, setPreviewing] = useState<JobApplication | null>(null);
  const list = useAdminList(applications, {
    filters: APPLICATION_FILTERS,
    matches: matchesApplication,
    order: newestFirst,
  });
  const roles = useMemo(
    () => appliedRoles(applications.data ?? []).map((role) => ({ value: role, label: role })),
    [applications.data],
  );

  const exportShown = () =>
    saveBlob(
      csvBlob(
        EXPORT_HEADER,
        list.shown.map((application) => exportRow(application, window.location.origin)),
      ),
      exportFileName(new Date()),
    );

  // Name, email and phone share one column and role and type another, so the table fits beside
  // the sidebar; on phones each application is a card.
  const columns: AdminColumn<JobApplication>[] = [
    serialColumn(list.firstNumber),
    {
      header: 'Applicant',
      cell: (application) => (
        <div className="min-w-0">
          <p className="font-semibold text-ink">{nameOf(application)}</p>
          {/* The applicant typed these: encoded, so they cannot add recipients (?bcc=). Each link is
              24 px tall with its padding, a target a finger can hit though they are stacked. */}
          {application.email ? (
            <a
              href={mailtoHref(application.email)}
              className="block py-0.5 text-sm break-all text-brand-700 hover:underline md:break-normal md:whitespace-nowrap"
            >
              {application.email}
            </a>
          ) : null}
          {application.phone ? (
            <a
              href={telHref(application.phone)}
              className="block py-0.5 text-sm text-brand-700 hover:underline"
            >
              {application.phone}
            </a>
          ) : null}
        </div>
      ),
      card: 'title',
    },
    {
      header: 'Role',
      cell: (application) => (
        <div>
          <p className="font-medium text-ink">{application.jobData.role || '—'}</p>
          {application.jobData.type ? (
            <span className="mt-1 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {application.jobData.type}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Applied on',
      cell: (application) => {
        const applied = appliedOnText(application);
        return applied ? (
          <time dateTime={application.createdAt} className="whitespace-nowrap">
            {applied.date}
            <span className="block text-xs text-ink-muted max-md:inline max-md:pl-2">{applied.time}</span>
          </time>
        ) : (
          '—'
        );
      },
    },
    {
      header: 'Letter',
      cell: (application) => <LetterPreview letter={application.jobLetter} />,
      className: 'md:min-w-56',
    },
    {
      header: 'Resume',
      cell: (application) =>
        application.resume ? (
          <button
            type="button"
            className="btn-outline px-3 py-1.5 whitespace-nowrap max-md:w-full"
            onClick={() => setPreviewing(application)}
            aria-label={`Preview resume of ${nameOf(application)}`}
          >
            <DocumentIcon className="h-4 w-4" />
            Preview
          </button>
        ) : (
          <span className="text-ink-muted">No resume</span>
        ),
      card: 'plain',
    },
  ];

  return (
    <>
      <AdminListPage
        title="Job Applications"
        description="Applications sent from the Career page, newest first."
        actions={
          <button
            type="button"
            className="btn-outline"
            onClick={exportShown}
            disabled={list.shown.length === 0}
          >
            <DownloadIcon className="h-4 w-4" />
            Export CSV
          </button>
        }
        filters={
          <AdminListFilters
            label="Filter applications"
            fields={[
              { kind: 'search', name: 'q', label: 'Search', placeholder: 'Name, e-mail, phone or role' },
              { kind: 'select', name: 'role', label: 'Role', all: 'All roles', options: roles },
            ]}
            list={list}
          />
        }
        query={applications}
        noun={['application', 'applications']}
        page={list}
      >
        <AdminTable
          caption="Job applications"
          columns={columns}
          rows={list.items}
          rowKey={(application, index) => application._id || String(index)}
        />
      </AdminListPage>
      <ResumePreview application={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
