import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

// A demo build renders its pages with the demo backend's seed (the same handlers the browser uses).
if (!import.meta.env.VITE_API_HOST) {
  const { server } = await import('@/mocks/node');
  server.listen({ onUnhandledRequest: 'bypass' });
}

/**
 * Renders a page into HTML at build time (react-router.config.ts `prerender`); no server of ours
 * runs in production. The whole page, with every part that waits for data or code, never a stream.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={context} url={request.url} />, {
    // Every part in its place: React would move a large part to the end of the page, behind a
    // script that puts it back (no script runs in a crawler, nor before the app starts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers });
}
