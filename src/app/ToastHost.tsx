import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { onFirstToast } from '@/lib/notify';
import { splashRemainingMs } from '@/lib/splash';

const TOASTS_AHEAD_MS = 1000;

/** Loaded by hand: lazy/Suspense would hold the first toast back. */
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
  // Its label waits for the page's words where they are not in yet (a back-office screen).
  return Toasts ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
