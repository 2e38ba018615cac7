import { SPLASH_MS } from '@/config/constants';

/**
 * How long the splash still covers the page (public/splash.js marks it done after its 2 s, or at
 * once on later loads of the visit): 0 once it is gone, or when it never showed.
 */
export function splashRemainingMs(): number {
  const splash = document.getElementById('splash');
  if (!splash || splash.classList.contains('splash-done')) return 0;
  return Math.max(0, SPLASH_MS - performance.now());
}
