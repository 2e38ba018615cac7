import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, useLocation } from 'react-router';

/** What says the visitor has taken over the scrolling: their place is theirs from then on. */
const VISITOR_SCROLLS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

interface Waiting {
  key: string;
  y: number;
}

/**
 * Back and Forward return to the visitor's place in a list once its rows are in (`shown`). React
 * Router restores the saved position as the page renders; a list the cache no longer holds (let go
 * after minutes unused, or the page reloaded) renders its loading state then, the browser clamps the
 * position to that short page, and the place is lost. This scrolls there again when the list shows,
 * unless the visitor has scrolled, pressed a key or tapped meanwhile.
 */
export function useRestoreWhenShown(shown: boolean) {
  // The position the router restored for this Back or Forward: a number only on such a navigation.
  const saved = useContext(DataRouterStateContext)?.restoreScrollPosition;
  const { key } = useLocation();
  const waiting = useRef<Waiting | null>(null);

  useLayoutEffect(() => {
    if (shown || typeof saved !== 'number') return;
    waiting.current = { key, y: saved };
    const giveUp = () => {
      waiting.current = null;
    };
    for (const type of VISITOR_SCROLLS) window.addEventListener(type, giveUp, { passive: true });
    return () => {
      for (const type of VISITOR_SCROLLS) window.removeEventListener(type, giveUp);
    };
  }, [shown, saved, key]);

  useLayoutEffect(() => {
    const wanted = waiting.current;
    if (!shown || wanted === null) return;
    waiting.current = null;
    if (wanted.key === key) window.scrollTo(0, wanted.y);
  }, [shown, key]);
}
