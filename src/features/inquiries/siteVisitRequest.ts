import { useEffect, useEffectEvent } from 'react';

/*
 * The phone bar's Visit asks the page's inquiry form to choose a site visit: a signal rather than a
 * context, so the bar and the form stay where each page places them.
 */
const listeners = new Set<() => void>();

export function askForSiteVisit(): void {
  for (const listener of listeners) listener();
}

export function useSiteVisitAsked(onAsked: () => void): void {
  const asked = useEffectEvent(onAsked);
  useEffect(() => {
    const listener = () => asked();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
