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

const ANIMATED = '[data-aos]';

const touchesAnimated = (nodes: NodeList) =>
  Array.prototype.some.call(
    nodes,
    (node: Node) =>
      node instanceof Element && (node.matches(ANIMATED) || node.querySelector(ANIMATED) !== null),
  );

/**
 * aos's own watcher refreshes inside the task that changed the page, once per changed node, and
 * each refresh measures every animated element: a list of cards arriving cost a phone one long task.
 * This watcher refreshes once, in a task of its own, after any number of changes.
 */
function refreshOnNewAnimatedNodes(aos: Aos): void {
  let pending = false;
  new MutationObserver((mutations) => {
    if (pending) return;
    if (!mutations.some((m) => touchesAnimated(m.addedNodes) || touchesAnimated(m.removedNodes))) return;
    pending = true;
    window.setTimeout(() => {
      pending = false;
      aos.refreshHard();
    }, 0);
  }).observe(document.documentElement, { childList: true, subtree: true });
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
        aos.init({ ...SCROLL_ANIMATION, disable: prefersReducedMotion, disableMutationObserver: true });
        refreshOnNewAnimatedNodes(aos);
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
