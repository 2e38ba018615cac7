/** axios and zod load with a feature's first call, not with the page, so they stay out of its first load. */

export async function loadAxios() {
  const { default: axios } = await import('axios');
  return axios;
}

export async function loadHttp() {
  const { http } = await import('./backendClient');
  return http;
}

export async function loadClientWith<Schemas extends object>(schemas: () => Promise<Schemas>) {
  const [http, parsers, loaded] = await Promise.all([loadHttp(), import('./parse'), schemas()]);
  return { http, ...parsers, ...loaded };
}
