import { useEffect, useState } from 'react';
import { DocumentIcon } from '../../../components/icons';
import { Pager } from '../../../components/Pager';
import { Spinner } from '../../../components/Spinner';
import { ErrorState } from '../../../components/StatusMessage';
import { ADMIN_PAGE_SIZE } from '../../../config/constants';
import { errorMessage } from '../../../lib/http';
import { paginate } from '../../../lib/pagination';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUrlState } from '../../../lib/useUrlState';
import { LetterPreview } from '../admin/LetterPreview';
import { ResumePreview } from '../admin/ResumePreview';
import { useApplications } from '../hooks';
import type { JobApplication } from '../schema';

/** Name, email and phone share the applicant column and role and type the role column, so the table fits. */
const COLUMNS = ['S no.', 'Applicant', 'Role', 'Letter', 'Resume'] as const;

/** /job-applications: every application, 5 a page, with a resume preview. */
export function JobApplicationsPage() {
  useDocumentTitle('Job Applications');
  const applications = useApplications();
  const [previewing, setPreviewing] = useState<JobApplication | null>(null);

  const [state, setState] = useUrlState({ page: '1' });
  const requested = Number(state.page);
  const current = paginate(applications.data ?? [], requested, ADMIN_PAGE_SIZE);
  const loaded = applications.data !== undefined;
  useEffect(() => {
    if (loaded && current.page !== requested) setState({ page: String(current.page) });
  }, [loaded, current.page, requested, setState]);
  const first = (current.page - 1) * ADMIN_PAGE_SIZE;

  let rows;
  if (applications.isPending) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-ink-soft">
          <span className="inline-flex items-center gap-3">
            <Spinner label="Loading applications" className="h-5 w-5" />
            Loading...
          </span>
        </td>
      </tr>
    );
  } else if (applications.isError) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-8">
          <ErrorState
            message={errorMessage(applications.error)}
            onRetry={() => void applications.refetch()}
          />
        </td>
      </tr>
    );
  } else if (current.items.length === 0) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-ink-muted">
          No data found.
        </td>
      </tr>
    );
  } else {
    rows = current.items.map((application, index) => {
      const name = application.name || 'Unnamed applicant';
      return (
        <tr key={application._id || index} className="border-t border-ink/10 align-top hover:bg-sand/60">
          <td className="px-4 py-3 text-ink-muted tabular-nums">{first + index + 1}</td>
          <th scope="row" className="px-4 py-3 text-left font-normal">
            <span className="block font-semibold text-ink">{name}</span>
            {application.email ? (
              <a
                href={`mailto:${application.email}`}
                className="mt-0.5 block whitespace-nowrap text-brand-700 hover:underline"
              >
                {application.email}
              </a>
            ) : null}
            {application.phone ? (
              <a href={`tel:${application.phone}`} className="mt-0.5 block text-brand-700 hover:underline">
                {application.phone}
              </a>
            ) : null}
          </th>
          <td className="px-4 py-3">
            <span className="block font-medium text-ink">{application.jobData.role || '—'}</span>
            {application.jobData.type ? (
              <span className="mt-1 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {application.jobData.type}
              </span>
            ) : null}
          </td>
          <td className="px-4 py-3">
            <LetterPreview letter={application.jobLetter} />
          </td>
          <td className="px-4 py-3">
            {application.resume ? (
              <button
                type="button"
                className="btn-outline px-3 py-1.5 whitespace-nowrap"
                onClick={() => setPreviewing(application)}
                aria-label={`Preview resume of ${name}`}
              >
                <DocumentIcon className="h-4 w-4" />
                Preview
              </button>
            ) : (
              <span className="text-ink-muted">No resume</span>
            )}
          </td>
        </tr>
      );
    });
  }

  return (
    <section>
      <header className="mb-6">
        <h1 className="text-3xl">Job Applications</h1>
        <p className="mt-1 text-ink-soft">Applications sent from the Career page, newest first.</p>
      </header>

      <div className="card p-4 sm:p-5">
        <div
          className="overflow-x-auto rounded-xl ring-1 ring-ink/10"
          role="region"
          aria-label="Job applications table"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
          tabIndex={0}
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">
              Job applications, page {current.page} of {current.pageCount}
            </caption>
            <thead className="bg-sand-dark text-xs font-semibold tracking-wide text-ink-soft uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="bg-white" aria-busy={applications.isPending}>
              {rows}
            </tbody>
          </table>
        </div>
        {loaded ? (
          <div className="mt-2 flex flex-col items-center justify-between gap-2 sm:flex-row">
            <p className="text-sm text-ink-muted">
              {current.total === 0
                ? 'No applications yet'
                : `Showing ${first + 1}–${first + current.items.length} of ${current.total} applications`}
            </p>
            <Pager
              page={current.page}
              pageCount={current.pageCount}
              onChange={(page) => setState({ page: String(page) })}
              label="Application pages"
            />
          </div>
        ) : null}
      </div>

      <ResumePreview application={previewing} onClose={() => setPreviewing(null)} />
    </section>
  );
}
