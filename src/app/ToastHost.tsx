import { useEffect, useState, type ComponentType } from 'react';
import { onFirstToast } from '@/lib/notify';
import { splashRemainingMs } from '@/lib/splash';

/** How long after the splash the toast code loads ahead of need, once the page has painted. */
const TOASTS_AHEAD_MS = 1000;

/**
 * Mounts the toast container (and so loads react-toastify) a second after the splash, so that the
 * first toast shows at once, or sooner if a toast is asked for; never while the page first paints.
 * Loaded by hand rather than with lazy/Suspense, which would hold the first toast back ~300 ms.
 */
export function ToastHost() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      import('./Toasts')
        .then(({ Toasts: Loaded }) => {
          if (active) setToasts(() => Loaded);
        })
        .catch((error: unknown) => console.error('The toasts could not load', error));
    };
    const unsubscribe = onFirstToast(load);
    const timer = window.setTimeout(load, splashRemainingMs() + TOASTS_AHEAD_MS);
    return () => {
      active = false;
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, []);
  return Toasts ? <Toasts /> : null;
}
