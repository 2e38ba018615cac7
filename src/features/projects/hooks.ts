import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createProject, deleteProject, getAllProjects, getProjectById, updateProject } from './api';
import { notify } from '@/lib/notify';
import { PROJECT_DELETE_FAILED, PROJECT_DELETED } from './messages';
import type { ProjectInput } from './schema';

const projectKeys = {
  all: ['projects'] as const,
  one: (id: string) => ['projects', id] as const,
};

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

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProject(id),
    onSuccess: () => notify.success(PROJECT_DELETED),
    onError: () => notify.error(PROJECT_DELETE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
