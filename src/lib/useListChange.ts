import { useMutation, useQueryClient, type MutationKey, type QueryKey } from '@tanstack/react-query';
import { refreshThenToast } from './refreshThenToast';

interface ListChange<Variables> {
  /** The list the changed record shows in, read afresh once the change is sent. */
  list: { queryKey: QueryKey };
  /** Names the change, for a list that shows which of its rows are being saved or deleted. */
  mutationKey?: MutationKey;
  send: (variables: Variables) => Promise<void>;
  success: () => void;
  /** Gets the error: some failure toasts give the server's reason. */
  failure: (error: unknown) => void;
}

/** An edit or a delete of a listed record: its toast waits for the list to show it (refreshThenToast). */
export function useListChange<Variables>({
  list,
  mutationKey,
  send,
  success,
  failure,
}: ListChange<Variables>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: send,
    onSettled: refreshThenToast(client, list.queryKey, { success, failure }),
  });
}
