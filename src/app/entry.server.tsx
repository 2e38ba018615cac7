import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

if (!import.meta.env.VITE_API_HOST) {
  const { server } = await import('@/mocks/node');
  server.listen({ onUnhandledRequest: 'bypass' });
}

/** Never a stream: this writes HTML files at build time; no server of ours runs in production. */
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
