import { SPLASH_MS } from '@/config/constants';

export function splashRemainingMs(): number {
  const splash = document.getElementById('splash');
  if (!splash || splash.classList.contains('splash-done')) return 0;
  return Math.max(0, SPLASH_MS - performance.now());
}
