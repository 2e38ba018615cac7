/**
 * A page needs neither the HTTP client (axios) nor the zod parsers to show itself and respond: the
 * feature api modules load them with their first call, in parallel, so they stay out of the code
 * a page loads before it is interactive.
 */

let startBackend: (() => Promise<unknown>) | null = null;
let backendReady: Promise<unknown> | null = null;

/**
 * Makes every call wait for `start`, which runs once, with the first call. Demo mode starts its
 * backend this way (main.tsx): a page that reads nothing on arrival, like the home page's hero,
 * paints without waiting for it.
 */
export function startBackendWithFirstCall(start: () => Promise<unknown>): void {
  startBackend = start;
  backendReady = null;
}

/** Settles when the backend can answer: at once with a real host. */
function whenBackendReady(): Promise<unknown> {
  backendReady ??= startBackend ? startBackend().catch(() => undefined) : Promise.resolve();
  return backendReady;
}

/** axios itself, for the calls that go elsewhere than the backend (uploads, email). */
export async function loadAxios() {
  const [{ default: axios }] = await Promise.all([import('axios'), whenBackendReady()]);
  return axios;
}

/** The one client for the `/real-estate` backend (lib/http.ts). */
export async function loadHttp() {
  const [{ http }] = await Promise.all([import('./http'), whenBackendReady()]);
  return http;
}

/**
 * For a call whose answer is parsed: the client, the lenient parsers (lib/parse.ts) and the
 * feature's schema module, loaded together.
 */
export async function loadClientWith<Schemas extends object>(schemas: () => Promise<Schemas>) {
  const [http, parsers, loaded] = await Promise.all([loadHttp(), import('./parse'), schemas()]);
  return { http, ...parsers, ...loaded };
}

/**
 * For a route that reads the backend as soon as it opens: starts the client, the parsers and the
 * backend beside the route's own code instead of after it. Answers the route's module.
 */
export function withClient<Module>(route: Promise<Module>): Promise<Module> {
  // A failure here is the route's first call's to report.
  loadHttp().catch(() => undefined);
  import('./parse').catch(() => undefined);
  return route;
}
