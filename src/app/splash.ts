import { SPLASH_MS } from '../config/constants';

/** Set by public/splash.js once the splash has shown in this tab: later loads skip it. */
export const SPLASH_SEEN_KEY = 'splash:seen';

/** How long the splash still covers the page: 0 once it is gone, or when it never showed. */
export function splashRemainingMs(): number {
  const splash = document.getElementById('splash');
  if (!splash || splash.classList.contains('splash-done')) return 0;
  return Math.max(0, SPLASH_MS - performance.now());
}
