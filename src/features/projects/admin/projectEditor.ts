import { editorKind } from '@/components/admin/editorKind';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { isEmptyProject } from '../components/format';
import { projectQueries, useCreateProject, useUpdateProject } from '../hooks';
import { PROJECT_NOT_FOUND } from '../messages';
import { ProjectForm } from './ProjectForm';
import { emptyProjectForm, formToProjectInput, projectToForm } from './projectFormSchema';

/**
 * Add Project and Edit Project (`src/components/admin/editorKind.ts`). Add Project stays after a
 * save: its form empties for the next project.
 */
export const projectEditor = editorKind({
  noun: 'project',
  list: paths.projectList,
  width: 'max-w-4xl',
  Form: ProjectForm,
  add: {
    title: 'Add Project',
    description: 'Add a new project to the public Projects page.',
    submitLabel: 'Add Project',
    link: { label: 'List Of Projects', look: 'button' },
    emptyForm: emptyProjectForm,
  },
  edit: {
    title: 'Edit Project',
    describe: (shown) => (shown ? `Changing ${shown.projectName || 'this project'}.` : undefined),
    submitLabel: 'Update Project',
    link: { label: 'Cancel', look: 'button', whileShown: true },
    returnAfterMs: REDIRECT_AFTER_UPDATE_MS,
  },
  useCreate: useCreateProject,
  toCreateInput: formToProjectInput,
  query: projectQueries.edit,
  isEmpty: isEmptyProject,
  notFound: PROJECT_NOT_FOUND,
  toForm: projectToForm,
  useUpdate: useUpdateProject,
  toBody: formToProjectInput,
  toUpdateInput: (id, project) => ({ id, project }),
});
