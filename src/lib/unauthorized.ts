/** A 401 for the session's token is told here; the session watcher ends the session. */
type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function reportUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}
