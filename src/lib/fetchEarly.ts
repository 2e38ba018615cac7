/**
 * Answers asked for while the app is still loading (app/routePreload.ts), kept by name for the
 * first query that wants one: the opened page's data then arrives about when the framework does,
 * instead of one download and one render later.
 */
const early = new Map<string, Promise<unknown>>();

export function fetchEarly(name: string, fetcher: () => Promise<unknown>): void {
  const answer = fetcher();
  // Unhandled until a query takes it; the query reports a failure (and Retry fetches afresh).
  answer.catch(() => undefined);
  early.set(name, answer);
}

/** The early answer under `name` if there is one (once), else a fresh `fetcher()`. */
export function takeEarly<T>(name: string, fetcher: () => Promise<T>): Promise<T> {
  const answer = early.get(name);
  if (!answer) return fetcher();
  early.delete(name);
  // Stored by fetchEarly from the same api function the caller's fetcher calls.
  return answer as Promise<T>;
}
