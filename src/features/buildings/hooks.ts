import { useQuery } from '@tanstack/react-query';
import { getAllBuildings, getBuildingById } from './api';

export const buildingKeys = {
  all: ['buildings'] as const,
  one: (id: string) => ['buildings', id] as const,
};

/** Every building (the backend answers all at once; lists filter and page them here). */
export function useBuildings(options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ queryKey: buildingKeys.all, queryFn: getAllBuildings, ...options });
}

export function useBuilding(id: string | undefined) {
  return useQuery({
    queryKey: buildingKeys.one(id ?? ''),
    queryFn: () => getBuildingById(id ?? ''),
    enabled: Boolean(id),
  });
}
