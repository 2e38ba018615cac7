import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createProject,
  deleteProject,
  getAllProjects,
  getProjectById,
  getProjectForEdit,
  updateProject,
} from './api';
import { checkedCreate } from '@/lib/checkedCreate';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { recordQueries } from '@/lib/recordQueries';
import { useListChange } from '@/lib/useListChange';
import { PROJECT_CREATED, PROJECT_DELETE_FAILED, PROJECT_DELETED, PROJECT_UPDATED } from './messages';
import type { ProjectInput } from './schema';

export const projectQueries = recordQueries('projects', getAllProjects, getProjectById, getProjectForEdit);

export function useProjects() {
  return useQuery(projectQueries.all());
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation(
    checkedCreate(queryClient, {
      list: projectQueries.all(),
      send: (project: ProjectInput) => createProject(project),
      // Images are not required: the texts typed tell the project apart too.
      isSent: (saved, sent) =>
        saved.projectName === sent.projectName &&
        saved.description === sent.description &&
        saved.location === sent.location &&
        saved.images[0] === sent.images[0],
      success: () => notify.success(PROJECT_CREATED),
      failure: (error) => notify.error(errorMessage(error)),
    }),
  );
}

/** The failure toast gives the server's `massage`, as for create. */
export function useUpdateProject() {
  return useListChange({
    list: projectQueries.all(),
    send: ({ id, project }: { id: string; project: ProjectInput & { _id?: string } }) =>
      updateProject(id, project),
    success: () => notify.success(PROJECT_UPDATED),
    failure: (error) => notify.error(errorMessage(error)),
  });
}

export function useDeleteProject() {
  return useListChange({
    list: projectQueries.all(),
    send: (id: string) => deleteProject(id),
    success: () => notify.success(PROJECT_DELETED),
    failure: () => notify.error(PROJECT_DELETE_FAILED),
  });
}
