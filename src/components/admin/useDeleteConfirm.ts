import { useState } from 'react';

/** What a delete mutation hook gives: the toasts and the reload live in the hook (features/x/hooks). */
interface DeleteMutation {
  mutate: (id: string, options?: { onSettled?: () => void }) => void;
  isPending: boolean;
}

/**
 * A list's delete: `ask(row)` opens the confirmation, `confirm()` runs the mutation and closes the
 * dialog when it settles, `cancel()` closes it. While one runs no other can start (`busy`).
 */
export function useDeleteConfirm<Row>(remove: DeleteMutation, idOf: (row: Row) => string) {
  const [target, setTarget] = useState<Row | null>(null);
  return {
    target,
    open: target !== null,
    busy: remove.isPending,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => {
      if (target !== null) remove.mutate(idOf(target), { onSettled: () => setTarget(null) });
    },
  };
}

export type DeleteConfirm<Row> = ReturnType<typeof useDeleteConfirm<Row>>;
