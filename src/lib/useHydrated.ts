import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

// What only the browser knows (the URL's query) waits for this, so a page hydrates as the build rendered it.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
