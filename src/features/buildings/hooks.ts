import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedCreate } from '@/lib/checkedCreate';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { recordQueries } from '@/lib/recordQueries';
import { useListChange } from '@/lib/useListChange';
import { BUILDING_MESSAGES } from './messages';
import {
  addBuilding,
  deleteBuilding,
  editBuilding,
  getAllBuildings,
  getBuildingById,
  getBuildingForEdit,
} from './api';
import type { BuildingInput } from './schema';

export const buildingQueries = recordQueries(
  'buildings',
  getAllBuildings,
  getBuildingById,
  getBuildingForEdit,
);

export function useBuildings(options: { refetchOnMount?: boolean | 'always'; enabled?: boolean } = {}) {
  return useQuery({ ...buildingQueries.all(), ...options });
}

class BuildingNotCreatedError extends Error {
  constructor() {
    super('The building was not added.');
  }
}

// Each waits for the refetch, so a list shown next already has the change.

export function useCreateBuilding() {
  const client = useQueryClient();
  return useMutation(
    checkedCreate(client, {
      list: buildingQueries.all(),
      send: async (building: BuildingInput) => {
        if (!(await addBuilding(building))) throw new BuildingNotCreatedError();
      },
      isSent: (saved, sent) =>
        saved.generalInfo.BuildingsName === sent.generalInfo.BuildingsName &&
        saved.BuildingsImages[0] === sent.BuildingsImages[0],
      success: () => notify.success(BUILDING_MESSAGES.created),
      failure: () => notify.warning(BUILDING_MESSAGES.createFailed),
    }),
  );
}

export function useUpdateBuilding() {
  return useListChange({
    list: buildingQueries.all(),
    send: ({ id, building }: { id: string; building: BuildingInput }) => editBuilding(id, building),
    success: () => notify.success(BUILDING_MESSAGES.updated),
    failure: () => notify.error(BUILDING_MESSAGES.updateFailed),
  });
}

export function useDeleteBuilding() {
  return useListChange({
    list: buildingQueries.all(),
    send: (id: string) => deleteBuilding(id),
    success: () => notify.success(BUILDING_MESSAGES.deleted),
    failure: (error) => notify.error(errorMessage(error, BUILDING_MESSAGES.deleteFailed)),
  });
}
