/**
 * Answers asked for while the app is still loading (app/routePreload.ts), kept by name for the
 * first query that wants one: the opened page's data then arrives about when the framework does,
 * instead of one download and one render later. An early answer is only for the page it was
 * fetched for, and only briefly: leaving that page (app/RootLayout.tsx) or EARLY_ANSWER_MS drops
 * it, so no later page shows a list from start-up.
 */
export const EARLY_ANSWER_MS = 10_000;

const early = new Map<string, { answer: Promise<unknown>; until: number }>();

export function fetchEarly(name: string, fetcher: () => Promise<unknown>): void {
  const answer = fetcher();
  // Unhandled until a query takes it; the query reports a failure (and Retry fetches afresh).
  answer.catch(() => undefined);
  early.set(name, { answer, until: Date.now() + EARLY_ANSWER_MS });
}

/** The early answer under `name` if there is a fresh one (once), else a fresh `fetcher()`. */
export function takeEarly<T>(name: string, fetcher: () => Promise<T>): Promise<T> {
  const entry = early.get(name);
  early.delete(name);
  if (!entry || Date.now() > entry.until) return fetcher();
  // Stored by fetchEarly from the same api function the caller's fetcher calls.
  return entry.answer as Promise<T>;
}

/** The opened page has been left: its early answers are no one else's. */
export function dropEarly(): void {
  early.clear();
}
