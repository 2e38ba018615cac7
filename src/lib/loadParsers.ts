/**
 * Server answers are parsed with zod schemas, but the parsing code is not needed to show a page:
 * it loads beside the first request (Promise.all with the call), never before the page is
 * interactive. Each api module passes its own schema module.
 */
export async function loadParsers<Schemas extends object>(schemas: () => Promise<Schemas>) {
  const [parsers, loaded] = await Promise.all([import('./parse'), schemas()]);
  return { ...parsers, ...loaded };
}
