import { useState } from 'react';

/** What a delete mutation hook gives: the toasts and the reload live in the hook (features/x/hooks). */
interface DeleteMutation {
  mutate: (id: string, options?: { onSettled?: () => void }) => void;
  isPending: boolean;
}

/**
 * A list's delete: `ask(row)` opens the confirmation, `confirm()` runs the mutation with the row's
 * id and closes the dialog when it settles, `cancel()` closes it. While one runs no other can
 * start (`busy`).
 */
export function useDeleteConfirm<Row extends { _id: string }>(remove: DeleteMutation) {
  const [target, setTarget] = useState<Row | null>(null);
  return {
    target,
    open: target !== null,
    busy: remove.isPending,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => {
      if (target !== null) remove.mutate(target._id, { onSettled: () => setTarget(null) });
    },
  };
}

export type DeleteConfirm<Row extends { _id: string }> = ReturnType<typeof useDeleteConfirm<Row>>;
