import { AdminListFilters } from '@/components/admin/AdminListFilters';
import { AddLink } from '@/components/admin/AddLink';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { serialColumn } from '@/components/admin/serialColumn';
import { RowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useDeleteConfirm } from '@/components/admin/useDeleteConfirm';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { matchesProject, PROJECT_FILTERS } from '@/features/projects/admin/filterProjects';
import { NO_DATA, PROJECT_DELETE_CONFIRM, SEARCH_PLACEHOLDER } from '@/features/projects/messages';
import { StatusBadge } from '@/features/projects/admin/StatusBadge';
import { projectQueries, useDeleteProject, useProjects } from '@/features/projects/hooks';
import { listLoader, revalidateOnNewPath } from '@/app/routeReads';
import type { Project } from '@/features/projects/schema';
import { PROJECT_STATUSES } from '@/features/projects/values';
import type { Route } from './+types/projectlists';

const nameOf = (project: Project) => project.projectName || 'Untitled project';
const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({ value: status, label: status }));

export const meta: Route.MetaFunction = () => titleMeta('List Of Projects');

export const clientLoader = listLoader(projectQueries.all);

export const shouldRevalidate = revalidateOnNewPath;

export default function AdminProjectListPage() {
  const projects = useProjects();
  const list = useAdminList(projects, {
    filters: PROJECT_FILTERS,
    matches: matchesProject,
  });
  const remove = useDeleteConfirm<Project>(useDeleteProject());

  const columns: AdminColumn<Project>[] = [
    serialColumn(list.firstNumber),
    {
      header: 'Project Name',
      cell: (project) => <span className="font-semibold text-ink">{nameOf(project)}</span>,
      className: 'md:min-w-40',
      card: 'title',
    },
    { header: 'Type', cell: (project) => project.projectType || '—' },
    { header: 'Status', cell: (project) => <StatusBadge status={project.projectStatus} /> },
    { header: 'Location', cell: (project) => project.location || '—' },
    { header: 'Price Type', cell: (project) => project.priceType || '—', className: 'whitespace-nowrap' },
    {
      header: 'Action',
      cell: (project) => (
        <RowActions
          name={nameOf(project)}
          id={project._id}
          editTo={paths.updateProject(project._id)}
          editState={list.editState}
          onDelete={() => remove.ask(project)}
          disabled={remove.busy}
        />
      ),
      card: 'plain',
    },
  ];

  return (
    <AdminListPage
      title="List Of Projects"
      description="Every project on the public Projects page. Search, filter, edit or delete them here."
      actions={<AddLink to={paths.createProject}>Add Project</AddLink>}
      filters={
        <AdminListFilters
          label="Filter projects"
          fields={[
            { kind: 'search', name: 'q', label: 'Search', placeholder: SEARCH_PLACEHOLDER },
            { kind: 'select', name: 'status', label: 'Status', all: 'All statuses', options: STATUS_OPTIONS },
          ]}
          list={list}
        />
      }
      query={projects}
      noun={['project', 'projects']}
      emptyText={NO_DATA}
      page={list}
      remove={{ title: 'Delete project', question: () => PROJECT_DELETE_CONFIRM, flow: remove }}
    >
      <AdminTable
        caption="Projects"
        columns={columns}
        rows={list.items}
        rowKey={(project, index) => project._id || String(index)}
      />
    </AdminListPage>
  );
}
