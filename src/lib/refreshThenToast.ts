import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Toasts {
  success: () => void;
  /** Gets the error: some failure toasts give the server's reason. */
  failure: (error: unknown) => void;
}

/**
 * The `onSettled` of every mutation hook that writes cached data (docs/conventions.md,
 * "Mutations"). It refreshes `queryKey` whether the write worked or not (a failed write may still
 * have changed something), waits for that, then raises the toast: the toast, the refreshed list and
 * the form or dialog leaving its busy state arrive together, and a screen's own `onSuccess` runs on
 * fresh data.
 */
export function refreshThenToast(client: QueryClient, queryKey: QueryKey, toasts: Toasts) {
  return async (_data: unknown, error: unknown): Promise<void> => {
    await client.invalidateQueries({ queryKey });
    if (error === null) toasts.success();
    else toasts.failure(error);
  };
}
