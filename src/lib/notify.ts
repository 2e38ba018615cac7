/**
 * Toasts, configured once (SPEC.md §9: top-right, 5000 ms, drag to dismiss at 80 percent).
 * react-toastify is not part of the page's start-up code (a toast follows an action): it loads a
 * second after the splash or with the first toast (app/ToastHost.tsx). The unstyled entry keeps
 * it from injecting styles at run time (strict CSP).
 */
type Kind = 'success' | 'error' | 'warning' | 'info';

let toasts: Promise<typeof import('react-toastify/unstyled')> | null = null;
const waiting = new Set<() => void>();

/**
 * Calls `listener` once a toast has been asked for (at once if one has): the app mounts the toast
 * container then (app/ToastHost.tsx). Answers the unsubscribe function.
 */
export function onFirstToast(listener: () => void): () => void {
  if (toasts) {
    listener();
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

function show(kind: Kind) {
  return (message: string): void => {
    if (!toasts) {
      toasts = import('react-toastify/unstyled');
      waiting.forEach((listener) => listener());
      waiting.clear();
    }
    // Shown by the container as soon as it mounts (react-toastify queues toasts until then).
    toasts.then(({ toast }) => toast[kind](message)).catch((error: unknown) => console.error(message, error));
  };
}

export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
