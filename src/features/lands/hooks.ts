import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedCreate } from '@/lib/checkedCreate';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { recordQueries } from '@/lib/recordQueries';
import { useListChange } from '@/lib/useListChange';
import { LAND_MESSAGES } from './messages';
import { addLand, deleteLand, editLand, getAllLands, getLandById, getLandForEdit } from './api';
import type { LandInput } from './schema';

export const landQueries = recordQueries('lands', getAllLands, getLandById, getLandForEdit);

export function useLands(options: { refetchOnMount?: boolean | 'always'; enabled?: boolean } = {}) {
  return useQuery({ ...landQueries.all(), ...options });
}

// Each waits for the refetch, so a list shown next already has the change.

/** The failure toast gives the error itself (the server's reason when it has one). */
export function useCreateLand() {
  const client = useQueryClient();
  return useMutation(
    checkedCreate(client, {
      list: landQueries.all(),
      send: (land: LandInput) => addLand(land),
      isSent: (saved, sent) =>
        saved.generalInfo.propertyName === sent.generalInfo.propertyName &&
        saved.propertyImages[0] === sent.propertyImages[0],
      success: () => notify.success(LAND_MESSAGES.created),
      failure: (error) => notify.error(errorMessage(error)),
    }),
  );
}

export function useUpdateLand() {
  return useListChange({
    list: landQueries.all(),
    send: ({ id, land }: { id: string; land: LandInput }) => editLand(id, land),
    success: () => notify.success(LAND_MESSAGES.updated),
    failure: () => notify.error(LAND_MESSAGES.updateFailed),
  });
}

export function useDeleteLand() {
  return useListChange({
    list: landQueries.all(),
    send: (id: string) => deleteLand(id),
    success: () => notify.success(LAND_MESSAGES.deleted),
    failure: (error) => notify.error(errorMessage(error, LAND_MESSAGES.deleteFailed)),
  });
}
