import { useCallback, useRef } from 'react';

/**
 * The top of a paged list, and a way to show it: a new page starts there, on screen and, for keyboard
 * and screen reader visitors, with the focus there to read on from.
 */
export function useListTop<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const show = useCallback(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return [ref, show] as const;
}
