import { useCallback, useMemo, useState } from 'react';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { parsePage, useKeepPageInRange } from '@/components/admin/useListPage';
import { DocumentIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { Spinner } from '@/components/Spinner';
import { ErrorState } from '@/components/StatusMessage';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { mailtoHref, telHref } from '@/lib/contactLinks';
import { errorMessage } from '@/lib/errors';
import { paginate } from '@/lib/pagination';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useUrlState } from '@/lib/useUrlState';
import { LetterPreview } from '@/features/careers/admin/LetterPreview';
import { ResumePreview } from '@/features/careers/admin/ResumePreview';
import { useApplications } from '@/features/careers/hooks';
import type { JobApplication } from '@/features/careers/schema';

const nameOf = (application: JobApplication) => application.name || 'Unnamed applicant';

/** /job-applications: every application, 5 a page, with a resume preview. */
export function JobApplicationsPage() {
  useDocumentTitle('Job Applications');
  const applications = useApplications();
  const [previewing, setPreviewing] = useState<JobApplication | null>(null);

  const [state, update] = useUrlState({ page: '1' });
  const requested = parsePage(state.page);
  const current = useMemo(
    () => paginate(applications.data ?? [], requested, ADMIN_PAGE_SIZE),
    [applications.data, requested],
  );
  const setPage = useCallback((next: number) => update({ page: String(next) }), [update]);
  useKeepPageInRange(applications.isSuccess, requested, current.page, setPage);
  const first = (current.page - 1) * ADMIN_PAGE_SIZE;

  // Name, email and phone share one column and role and type another, so the table fits beside
  // the sidebar; on phones each application is a card.
  const columns: AdminColumn<JobApplication>[] = [
    {
      header: 'S no.',
      cell: (_, index) => first + index + 1,
      className: 'w-12 tabular-nums whitespace-nowrap text-ink-muted',
      card: 'hidden',
    },
    {
      header: 'Applicant',
      cell: (application) => (
        <div className="min-w-0">
          <p className="font-semibold text-ink">{nameOf(application)}</p>
          {/* The applicant typed these: encoded, so they cannot add recipients (?bcc=). */}
          {application.email ? (
            <a
              href={mailtoHref(application.email)}
              className="mt-0.5 block text-sm break-all text-brand-700 hover:underline md:break-normal md:whitespace-nowrap"
            >
              {application.email}
            </a>
          ) : null}
          {application.phone ? (
            <a
              href={telHref(application.phone)}
              className="mt-0.5 block text-sm text-brand-700 hover:underline"
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

  let body;
  if (applications.isPending) {
    body = (
      <div className="card flex items-center justify-center gap-3 p-10 text-ink-soft" aria-busy="true">
        <Spinner label="Loading applications" className="h-5 w-5" />
        Loading...
      </div>
    );
  } else if (applications.isError) {
    body = (
      <ErrorState message={errorMessage(applications.error)} onRetry={() => void applications.refetch()} />
    );
  } else {
    body = (
      <>
        <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
          {current.total === 1 ? '1 application' : `${current.total} applications`}
        </p>
        <AdminTable
          caption="Job applications"
          columns={columns}
          rows={current.items}
          rowKey={(application, index) => application._id || String(index)}
        />
        <Pager
          page={current.page}
          pageCount={current.pageCount}
          onChange={setPage}
          label="Application pages"
        />
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title="Job Applications"
        description="Applications sent from the Career page, newest first."
      />
      {body}
      <ResumePreview application={previewing} onClose={() => setPreviewing(null)} />
    </section>
  );
}
