import { useEffect } from 'react';
import { SCROLL_ANIMATION } from '@/config/constants';
import { whenIdle } from './whenIdle';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION_QUERY).matches
  );
}

type Aos = import('aos').Aos;

let loading: Promise<Aos | null> | null = null;
let started = false;

/** The longest the first load waits for an idle moment before starting the animations. */
const START_WITHIN_MS = 1500;

// aos and its stylesheet load only when a page with scroll animations opens, once the page is
// idle or the visitor scrolls, so they stay out of the first load; nothing is hidden until then.
function loadAos(): Promise<Aos | null> {
  loading ??= Promise.all([import('aos'), import('aos/dist/aos.css')])
    // aos is CommonJS: bundlers hand it over as the default export, or as the module itself.
    .then(([module]) => (module as unknown as { default?: Aos }).default ?? module)
    .catch((error: unknown) => {
      console.warn('Scroll animations could not load', error);
      loading = null;
      return null;
    });
  return loading;
}

/**
 * Starts the scroll animations (aos: 1000 ms, ease-in-out, once) for elements marked with
 * `data-aos`; never under prefers-reduced-motion, where those elements simply show.
 */
export function useScrollAnimations(): void {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    const start = () => {
      cancelIdle();
      window.removeEventListener('scroll', start);
      void loadAos().then((aos) => {
        if (cancelled || !aos) return;
        if (started) {
          aos.refreshHard();
          return;
        }
        started = true;
        aos.init({ ...SCROLL_ANIMATION, disable: prefersReducedMotion });
      });
    };
    // Later pages start at once: aos is loaded by then.
    const cancelIdle = started ? () => undefined : whenIdle(start, START_WITHIN_MS);
    if (started) start();
    else window.addEventListener('scroll', start, { passive: true });
    return () => {
      cancelled = true;
      cancelIdle();
      window.removeEventListener('scroll', start);
    };
  }, []);
}
