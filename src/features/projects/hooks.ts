import { useQuery } from '@tanstack/react-query';
import { getAllProjects, getProjectById } from './api';

export const projectKeys = {
  all: ['projects'] as const,
  one: (id: string) => ['projects', id] as const,
};

export function useProjects() {
  return useQuery({ queryKey: projectKeys.all, queryFn: getAllProjects });
}

export function useProject(id: string | undefined) {
  return useQuery({
    queryKey: projectKeys.one(id ?? ''),
    queryFn: () => getProjectById(id ?? ''),
    enabled: Boolean(id),
  });
}
