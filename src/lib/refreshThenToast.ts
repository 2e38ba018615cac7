import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Toasts {
  success: () => void;
  /** Gets the error: some failure toasts give the server's reason. */
  failure: (error: unknown) => void;
}

// Refreshes even after a failed write, which may still have changed something. A success waits for
// the refresh, so the toast, the fresh list and the form leaving its busy state arrive together; a
// failure is told at once, without a second wait for a backend that is slow or away.
export function refreshThenToast(client: QueryClient, queryKey: QueryKey, toasts: Toasts) {
  return async (_data: unknown, error: unknown): Promise<void> => {
    const refreshed = client.invalidateQueries({ queryKey });
    if (error !== null) {
      toasts.failure(error);
      return;
    }
    await refreshed;
    toasts.success();
  };
}
