import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { listReturnPath } from '@/components/admin/listReturn';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { useReturnAfterSave } from '@/components/admin/useReturnAfterSave';
import { PageHeader } from '@/components/admin/PageHeader';
import { Spinner } from '@/components/Spinner';
import { ErrorState } from '@/components/StatusMessage';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { statusOf } from '@/lib/httpStatus';
import { mergeEdit } from '@/lib/mergeEdit';
import { titleMeta } from '@/lib/pageMeta';
import { LOADING } from '@/features/projects/messages';
import { ProjectForm } from '@/features/projects/admin/ProjectForm';
import {
  formToProjectInput,
  projectToForm,
  type ProjectFormValues,
} from '@/features/projects/admin/projectFormSchema';
import { projectQueries, useProject, useUpdateProject } from '@/features/projects/hooks';
import { startAdminRead } from '@/app/routeReads';
import type { Route } from './+types/projectlists.edit.$id';
import type { Project } from '@/features/projects/schema';

function BackToList({ to }: { to: string }) {
  return (
    <Link to={to} className="btn-outline">
      Back to List Of Projects
    </Link>
  );
}

function NotFound({ listPath }: { listPath: string }) {
  return (
    <div role="alert" className="card mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <h2 className="text-2xl">Project not found</h2>
      <p className="text-ink-soft">
        This project does not exist or has been deleted. Choose another one from the list.
      </p>
      <BackToList to={listPath} />
    </div>
  );
}

export const meta: Route.MetaFunction = () => titleMeta('Edit Project');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  startAdminRead(projectQueries.one(params.id));
  return null;
}

/** A record with neither an id nor a name is an empty answer, not a project. */
const isEmptyRecord = (project: Project) => !project._id && !project.projectName;

export default function UpdateProjectPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  const update = useUpdateProject();
  // Back to the list page and filters the edit was opened from.
  const listPath = listReturnPath(paths.projectList, useLocation().state);
  const { saved, markSaved } = useReturnAfterSave(listPath, REDIRECT_AFTER_UPDATE_MS);
  const stored = project.data;
  const initial = useMemo(() => (stored ? projectToForm(stored) : null), [stored]);

  // PATCH sends the whole project back: as read, with the form's values over it.
  const save = (values: ProjectFormValues) =>
    savedOrNot(
      update.mutateAsync({
        id,
        project: mergeEdit(stored, { _id: stored?._id || id, ...formToProjectInput(values) }),
      }),
    );

  const showingForm = project.data !== undefined && !isEmptyRecord(project.data);
  let body;
  if (project.isPending) {
    body = (
      <div className="card flex items-center justify-center gap-3 p-10 text-ink-soft">
        <Spinner label="Loading project" />
        <span>{LOADING}</span>
      </div>
    );
  } else if (project.isError) {
    body =
      statusOf(project.error) === 404 ? (
        <NotFound listPath={listPath} />
      ) : (
        <div className="space-y-4 text-center">
          <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />
          <BackToList to={listPath} />
        </div>
      );
  } else if (isEmptyRecord(project.data) || !initial) {
    body = <NotFound listPath={listPath} />;
  } else {
    body = (
      <ProjectForm
        key={project.data._id || id}
        mode="edit"
        defaultValues={initial}
        submitLabel="Update Project"
        busyLabel="Updating..."
        onSubmit={save}
        onSaved={markSaved}
        locked={saved}
      />
    );
  }

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader
        title="Edit Project"
        description={showingForm ? `Changing ${project.data.projectName || 'this project'}.` : undefined}
        actions={
          showingForm ? (
            <Link to={listPath} className="btn-outline">
              Cancel
            </Link>
          ) : undefined
        }
      />
      {body}
    </section>
  );
}
