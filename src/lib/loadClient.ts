/**
 * A page needs neither the HTTP client (axios) nor the zod parsers to show itself and respond: the
 * feature api modules load them with their first call, in parallel, so they stay out of the code
 * a page loads before it is interactive.
 */

/** axios itself, for the calls that go elsewhere than the backend (uploads, email). */
export async function loadAxios() {
  const { default: axios } = await import('axios');
  return axios;
}

/** The one client for the `/real-estate` backend (lib/http.ts). */
export async function loadHttp() {
  const { http } = await import('./http');
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
