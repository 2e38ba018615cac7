import { useCallback, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { listReturnState } from '@/components/admin/listReturn';
import { PageHeader } from '@/components/admin/PageHeader';
import { RowActions } from '@/components/admin/RowActions';
import { useConfirmTarget } from '@/components/admin/useConfirmTarget';
import { parsePage, useKeepPageInRange } from '@/components/admin/useListPage';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PlusIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { Spinner } from '@/components/Spinner';
import { ErrorState } from '@/components/StatusMessage';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { paginate } from '@/lib/pagination';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useUrlState } from '@/lib/useUrlState';
import { filterProjects, type ProjectFilters } from '@/features/projects/admin/filterProjects';
import {
  LOADING,
  NO_DATA,
  PROJECT_DELETE_CONFIRM,
  PROJECT_DELETE_FAILED,
  PROJECT_DELETED,
} from '@/features/projects/admin/messages';
import { ProjectFiltersBar } from '@/features/projects/admin/ProjectFiltersBar';
import { StatusBadge } from '@/features/projects/admin/StatusBadge';
import { useDeleteProject, useProjects } from '@/features/projects/hooks';
import type { Project } from '@/features/projects/schema';

/** The URL query: search, status and page, so back from an edit returns to the same place. */
const URL_DEFAULTS = { q: '', status: '', page: '1' };

const nameOf = (project: Project) => project.projectName || 'Untitled project';

/** /projectlists: search, status filter and pages in the URL; edit and delete per row. */
export function ProjectListPage() {
  useDocumentTitle('List Of Projects');
  const location = useLocation();
  const [state, update] = useUrlState(URL_DEFAULTS);
  const projects = useProjects();
  const remove = useDeleteProject();
  const confirm = useConfirmTarget<Project>();

  const filters: ProjectFilters = useMemo(
    () => ({ q: state.q, status: state.status }),
    [state.q, state.status],
  );
  const requested = parsePage(state.page);
  const current = useMemo(
    () => paginate(filterProjects(projects.data ?? [], filters), requested, ADMIN_PAGE_SIZE),
    [projects.data, filters, requested],
  );
  const setPage = useCallback((next: number) => update({ page: String(next) }), [update]);
  // A page past the end (the last row of the last page was deleted, or an old link): go back.
  useKeepPageInRange(projects.isSuccess, requested, current.page, setPage);

  const confirmDelete = async () => {
    const project = confirm.target;
    if (!project) return;
    try {
      await remove.mutateAsync(project._id);
      notify.success(PROJECT_DELETED);
    } catch {
      notify.error(PROJECT_DELETE_FAILED);
    } finally {
      confirm.cancel();
    }
  };

  const first = (current.page - 1) * ADMIN_PAGE_SIZE;
  const editState = listReturnState(location.search);
  const columns: AdminColumn<Project>[] = [
    {
      header: 'S no.',
      cell: (_, index) => first + index + 1,
      className: 'w-12 tabular-nums whitespace-nowrap text-ink-muted',
      card: 'hidden',
    },
    {
      header: 'Project Name',
      cell: (project) => <span className="font-semibold text-ink">{nameOf(project)}</span>,
      className: 'md:min-w-40',
      card: 'title',
    },
    { header: 'Type', cell: (project) => project.projectType || '—' },
    { header: 'Status', cell: (project) => <StatusBadge status={project.projectStatus} /> },
    { header: 'Location', cell: (project) => project.location || '—' },
    {
      header: 'Price Type',
      cell: (project) => project.priceType || '—',
      className: 'whitespace-nowrap',
    },
    {
      header: 'Action',
      cell: (project) => (
        <RowActions
          name={nameOf(project)}
          id={project._id}
          editTo={paths.editProject(project._id)}
          editState={editState}
          onDelete={() => confirm.ask(project)}
          disabled={remove.isPending}
        />
      ),
      card: 'plain',
    },
  ];

  let body;
  if (projects.isPending) {
    body = (
      <div className="card flex items-center justify-center gap-3 p-10 text-ink-soft" aria-busy="true">
        <Spinner label="Loading projects" className="h-5 w-5" />
        {LOADING}
      </div>
    );
  } else if (projects.isError) {
    body = <ErrorState message={errorMessage(projects.error)} onRetry={() => void projects.refetch()} />;
  } else {
    body = (
      <>
        <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
          {current.total === 1 ? '1 project' : `${current.total} projects`}
        </p>
        <AdminTable
          caption="Projects"
          columns={columns}
          rows={current.items}
          rowKey={(project, index) => project._id || String(index)}
          emptyText={NO_DATA}
        />
        <Pager page={current.page} pageCount={current.pageCount} onChange={setPage} label="Project pages" />
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title="List Of Projects"
        description="Every project on the public Projects page. Search, filter, edit or delete them here."
        actions={
          <Link to={paths.addProject} className="btn-primary">
            <PlusIcon className="h-4 w-4" />
            Add Project
          </Link>
        }
      />
      <ProjectFiltersBar
        filters={filters}
        onChange={(changes) => update(changes)}
        onClear={() => update({ q: '', status: '' })}
      />
      {body}
      <ConfirmDialog
        open={confirm.open}
        title="Delete project"
        message={PROJECT_DELETE_CONFIRM}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={confirm.cancel}
      />
    </section>
  );
}
