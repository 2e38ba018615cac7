import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { refreshThenToast } from '@/lib/refreshThenToast';
import { BUILDING_MESSAGES } from './messages';
import { addBuilding, deleteBuilding, editBuilding, getAllBuildings, getBuildingById } from './api';
import type { BuildingInput } from './schema';

const buildingKeys = {
  all: ['buildings'] as const,
  one: (id: string) => ['buildings', id] as const,
};

/** What a route loader starts and a page reads: one cache entry per answer. */
export const buildingQueries = {
  /** Every building (the backend answers all at once; lists filter and page them here). */
  all: () => queryOptions({ queryKey: buildingKeys.all, queryFn: getAllBuildings }),
  one: (id: string) => queryOptions({ queryKey: buildingKeys.one(id), queryFn: () => getBuildingById(id) }),
};

export function useBuildings(options: { refetchOnMount?: boolean | 'always'; enabled?: boolean } = {}) {
  return useQuery({ ...buildingQueries.all(), ...options });
}

export function useBuilding(id: string | undefined) {
  return useQuery({ ...buildingQueries.one(id ?? ''), enabled: Boolean(id) });
}

/** Thrown when the backend answers an add without a truthy status (SPEC.md §7). */
class BuildingNotCreatedError extends Error {
  constructor() {
    super('The building was not added.');
  }
}

/*
 * Mutations (docs/conventions.md, "Mutations"): when one settles it refreshes every building
 * query (the list and each record sit under buildingKeys.all), waits for that, then says how it
 * went, so a list shown next already has the change.
 */

export function useCreateBuilding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (building: BuildingInput) => {
      if (!(await addBuilding(building))) throw new BuildingNotCreatedError();
    },
    onSettled: refreshThenToast(client, buildingKeys.all, {
      success: () => notify.success(BUILDING_MESSAGES.created),
      failure: () => notify.warning(BUILDING_MESSAGES.createFailed),
    }),
  });
}

export function useUpdateBuilding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, building }: { id: string; building: BuildingInput }) => editBuilding(id, building),
    onSettled: refreshThenToast(client, buildingKeys.all, {
      success: () => notify.success(BUILDING_MESSAGES.updated),
      failure: () => notify.error(BUILDING_MESSAGES.updateFailed),
    }),
  });
}

/** The failure toast gives the server's reason when it has one. */
export function useDeleteBuilding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBuilding(id),
    onSettled: refreshThenToast(client, buildingKeys.all, {
      success: () => notify.success(BUILDING_MESSAGES.deleted),
      failure: (error) => notify.error(errorMessage(error, BUILDING_MESSAGES.deleteFailed)),
    }),
  });
}
