import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a page rendered at build time, true from then on (and at once on a
 * page rendered in the browser). What only the browser knows (the URL's query: the build renders
 * each page without one) waits for it, so the page hydrates as it was rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
