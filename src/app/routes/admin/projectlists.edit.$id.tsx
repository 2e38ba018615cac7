import { Link } from 'react-router';
import { EditScreen } from '@/components/admin/EditScreen';
import { useRecordEditor } from '@/components/admin/useRecordEditor';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { ProjectForm } from '@/features/projects/admin/ProjectForm';
import { formToProjectInput, projectToForm } from '@/features/projects/admin/projectFormSchema';
import { isEmptyProject } from '@/features/projects/components/format';
import { PROJECT_NOT_FOUND } from '@/features/projects/messages';
import { projectQueries, useUpdateProject } from '@/features/projects/hooks';
import { startAdminRead } from '@/app/routeReads';
import type { Route } from './+types/projectlists.edit.$id';

export const meta: Route.MetaFunction = () => titleMeta('Edit Project');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  startAdminRead(projectQueries.one(params.id));
  return null;
}

export default function UpdateProjectPage() {
  const editor = useRecordEditor({
    list: paths.projectList,
    afterMs: REDIRECT_AFTER_UPDATE_MS,
    query: projectQueries.one,
    update: useUpdateProject(),
    toBody: formToProjectInput,
    toInput: (id, project) => ({ id, project }),
  });
  const read = editor.read.data;
  const shown = read && !isEmptyProject(read) ? read : undefined;
  return (
    <EditScreen
      header={{
        title: 'Edit Project',
        description: shown ? `Changing ${shown.projectName || 'this project'}.` : undefined,
        actions: shown ? (
          <Link to={editor.listPath} className="btn-outline">
            Cancel
          </Link>
        ) : undefined,
      }}
      width="max-w-4xl"
      editor={editor}
      isEmpty={isEmptyProject}
      noun="project"
      notFound={PROJECT_NOT_FOUND}
    >
      {(stored) => (
        <ProjectForm
          key={stored._id || editor.id}
          mode="edit"
          defaultValues={projectToForm(stored)}
          submitLabel="Update Project"
          busyLabel="Updating..."
          onSubmit={editor.save(stored)}
          onSaved={editor.markSaved}
          locked={editor.saved}
        />
      )}
    </EditScreen>
  );
}
