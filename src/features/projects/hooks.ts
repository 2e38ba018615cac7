import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createProject, deleteProject, getAllProjects, getProjectById, updateProject } from './api';
import { notify } from '@/lib/notify';
import { PROJECT_DELETE_FAILED, PROJECT_DELETED } from './messages';
import type { ProjectInput } from './schema';

const projectKeys = {
  all: ['projects'] as const,
  one: (id: string) => ['projects', id] as const,
};

/** What a route loader starts and a page reads: one cache entry per answer. */
export const projectQueries = {
  all: () => queryOptions({ queryKey: projectKeys.all, queryFn: getAllProjects }),
  one: (id: string) => queryOptions({ queryKey: projectKeys.one(id), queryFn: () => getProjectById(id) }),
};

export function useProjects() {
  return useQuery(projectQueries.all());
}

export function useProject(id: string | undefined) {
  return useQuery({ ...projectQueries.one(id ?? ''), enabled: Boolean(id) });
}

/*
 * Back-office mutations. Each refreshes the project list (and the edited record) when it settles,
 * so the list, the public page and an edit form opened later all show the server's state.
 */

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: ProjectInput) => createProject(project),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, project }: { id: string; project: ProjectInput & { _id?: string } }) =>
      updateProject(id, project),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Deletes a project, says so in a toast (SPEC.md §8) and reloads the list. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProject(id),
    onSuccess: () => notify.success(PROJECT_DELETED),
    onError: () => notify.error(PROJECT_DELETE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
