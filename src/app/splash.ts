import { SPLASH_MS } from '../config/constants';

/** Set once the splash has shown in this tab: later loads of the same visit skip it. */
export const SPLASH_SEEN_KEY = 'splash:seen';

/** How long the splash still covers the page: 0 once it is gone, or when it never showed. */
export function splashRemainingMs(): number {
  const splash = document.getElementById('splash');
  if (!splash || splash.classList.contains('splash-hidden')) return 0;
  return Math.max(0, SPLASH_MS - performance.now());
}

/** Keeps the static splash of index.html up for 2 seconds from the start, then fades it out. */
export function runSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  let seen = false;
  try {
    seen = sessionStorage.getItem(SPLASH_SEEN_KEY) !== null;
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // Storage may be blocked; the splash then simply shows.
  }
  if (seen) {
    splash.remove();
    return;
  }
  const remaining = Math.max(0, SPLASH_MS - performance.now());
  window.setTimeout(() => {
    splash.classList.add('splash-hidden');
    window.setTimeout(() => splash.remove(), 450);
  }, remaining);
}
