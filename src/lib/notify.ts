/** The unstyled entry: react-toastify must not inject styles at run time, which the strict CSP refuses. */
type Kind = 'success' | 'error' | 'warning' | 'info';

let toasts: Promise<typeof import('react-toastify/unstyled')> | null = null;
const waiting = new Set<() => void>();

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
    // react-toastify queues toasts until the container mounts.
    toasts.then(({ toast }) => toast[kind](message)).catch((error: unknown) => console.error(message, error));
  };
}

export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
