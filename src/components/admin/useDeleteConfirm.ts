import { useState } from 'react';

interface DeleteMutation {
  mutate: (id: string, options?: { onSettled?: () => void }) => void;
  isPending: boolean;
}

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
