import { Link, useLocation, useParams } from 'react-router';
import { EditedRecord } from '@/components/admin/EditedRecord';
import { listReturnPath } from '@/components/admin/listReturn';
import { PageHeader } from '@/components/admin/PageHeader';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { useReturnAfterSave } from '@/components/admin/useReturnAfterSave';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { mergeEdit } from '@/lib/mergeEdit';
import { titleMeta } from '@/lib/pageMeta';
import { ProjectForm } from '@/features/projects/admin/ProjectForm';
import {
  formToProjectInput,
  projectToForm,
  type ProjectFormValues,
} from '@/features/projects/admin/projectFormSchema';
import { isEmptyProject } from '@/features/projects/components/format';
import { PROJECT_NOT_FOUND } from '@/features/projects/messages';
import { projectQueries, useProject, useUpdateProject } from '@/features/projects/hooks';
import type { Project } from '@/features/projects/schema';
import { startAdminRead } from '@/app/routeReads';
import type { Route } from './+types/projectlists.edit.$id';

export const meta: Route.MetaFunction = () => titleMeta('Edit Project');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  startAdminRead(projectQueries.one(params.id));
  return null;
}

export default function UpdateProjectPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  const update = useUpdateProject();
  // Back to the list page and filters the edit was opened from.
  const listPath = listReturnPath(paths.projectList, useLocation().state);
  const { saved, markSaved } = useReturnAfterSave(listPath, REDIRECT_AFTER_UPDATE_MS);
  const shown = project.data && !isEmptyProject(project.data) ? project.data : undefined;

  // PATCH sends the whole project back: as read, with the form's values over it.
  const save = (stored: Project) => (values: ProjectFormValues) =>
    savedOrNot(
      update.mutateAsync({
        id,
        project: mergeEdit(stored, { _id: stored._id || id, ...formToProjectInput(values) }),
      }),
    );

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader
        title="Edit Project"
        description={shown ? `Changing ${shown.projectName || 'this project'}.` : undefined}
        actions={
          shown ? (
            <Link to={listPath} className="btn-outline">
              Cancel
            </Link>
          ) : undefined
        }
      />
      <EditedRecord
        id={id}
        read={project}
        isEmpty={isEmptyProject}
        noun="project"
        notFound={PROJECT_NOT_FOUND}
        listPath={listPath}
      >
        {(stored) => (
          <ProjectForm
            key={stored._id || id}
            mode="edit"
            defaultValues={projectToForm(stored)}
            submitLabel="Update Project"
            busyLabel="Updating..."
            onSubmit={save(stored)}
            onSaved={markSaved}
            locked={saved}
          />
        )}
      </EditedRecord>
    </section>
  );
}
