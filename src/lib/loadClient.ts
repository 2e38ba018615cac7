/**
 * A page needs neither the HTTP client (axios) nor the zod parsers to show itself and respond: the
 * feature api modules load them with their first call, in parallel, so they stay out of the code
 * a page loads before it is interactive.
 */

/** The one client for the `/real-estate` backend (lib/http.ts). */
export const loadHttp = () => import('./http').then((module) => module.http);

/** The lenient parsers (lib/parse.ts) together with a feature's schema module. */
export async function loadParsers<Schemas extends object>(schemas: () => Promise<Schemas>) {
  const [parsers, loaded] = await Promise.all([import('./parse'), schemas()]);
  return { ...parsers, ...loaded };
}
