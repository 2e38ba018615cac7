import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { loadAllMessages, PAGE_MESSAGES_META } from '@/lib/i18n/catalogue';
import { UsedMessages } from '@/lib/i18n/useMessages';

// Once per process: the dev server evaluates this module again when a file it imports changes (a
// language's words), and msw refuses to start twice.
const demo = globalThis as { demoBackendListening?: true };
if (!import.meta.env.VITE_API_HOST && !demo.demoBackendListening) {
  const { server } = await import('@/mocks/node');
  server.listen({ onUnhandledRequest: 'bypass' });
  demo.demoBackendListening = true;
}

const allMessages = loadAllMessages();

/** Never a stream: this writes HTML files at build time; no server of ours runs in production. */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  await allMessages;
  const used = new Set<string>();
  const page = (
    <UsedMessages value={used}>
      <ServerRouter context={context} url={request.url} />
    </UsedMessages>
  );
  const { prelude } = await prerenderToNodeStream(page, {
    // Every part in its place: React would move a large part to the end of the page, behind a
    // script that puts it back (no script runs in a crawler, nor before the app starts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // The page names the words it was written with: the browser loads them with the app
  // (loadPageMessages), and the build preloads their files (scripts/static-pages.mjs).
  if (used.size > 0) {
    const names = `<meta name="${PAGE_MESSAGES_META}" content="${[...used].sort().join(' ')}"/>`;
    html = html.replace('</head>', `${names}</head>`);
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers });
}
