/** The window's scrolling, which jsdom lacks: where the page is, and where the app scrolled it. */
import { vi } from 'vitest';

interface ScrollCall {
  y: number;
  /** What `showing` answered as the app scrolled: whether what it scrolled to was on the page. */
  shown: boolean;
}

/**
 * Makes `window.scrollY` follow `window.scrollTo` and records each call with what `showing` answered
 * then: jsdom lays nothing out, so a test tells a scroll made over the list's rows from one made over
 * its loading state (which a browser clamps to the short page). `to` is the visitor scrolling.
 */
export function watchScroll(showing: () => boolean) {
  let y = 0;
  const calls: ScrollCall[] = [];
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number, top?: number) => {
    y = typeof options === 'number' ? (top ?? 0) : (options?.top ?? y);
    calls.push({ y, shown: showing() });
  });
  return {
    calls,
    to: (position: number) => {
      y = position;
    },
    /** Forgets the calls so far: what follows is what a navigation does. */
    clear: () => {
      calls.length = 0;
    },
  };
}
