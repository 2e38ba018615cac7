import { useEffect } from 'react';
import { SCROLL_ANIMATION } from '@/config/constants';
import { whenIdle } from './whenIdle';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

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

const START_WITHIN_MS = 1500;

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
