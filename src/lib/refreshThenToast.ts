import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Toasts {
  success: () => void;
  /** Gets the error: some failure toasts give the server's reason. */
  failure: (error: unknown) => void;
}

// Refreshes even after a failed write, which may still have changed something. The toast waits, so it,
// the fresh list and the form leaving its busy state arrive together, and `onSuccess` sees fresh data.
export function refreshThenToast(client: QueryClient, queryKey: QueryKey, toasts: Toasts) {
  return async (_data: unknown, error: unknown): Promise<void> => {
    await client.invalidateQueries({ queryKey });
    if (error === null) toasts.success();
    else toasts.failure(error);
  };
}
