/**
 * Awkward answers from the demo backend: slow, failing and malformed GETs every page must survive,
 * GETs held back until a test lets them through, GETs counted on their way to the demo backend, and
 * writes whose answer is lost after the demo backend saved them (or before).
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { gate } from './gate';

export type AwkwardAnswer = 'slow-empty' | 'empty' | 'server-error' | 'network' | 'malformed' | 'not-json';

/** Answers GET `path` (under /real-estate) with one of the awkward answers every page must survive. */
export function answer(path: string, kind: AwkwardAnswer, body?: unknown) {
  server.use(
    http.get(`*/real-estate${path}`, async () => {
      switch (kind) {
        case 'slow-empty':
          await delay(150);
          return HttpResponse.json([]);
        case 'empty':
          return HttpResponse.json(body ?? []);
        case 'server-error':
          return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
        case 'network':
          return HttpResponse.error();
        case 'malformed':
          return HttpResponse.json(body ?? [null, 7, 'x', { generalInfo: 5, BuildingsImages: 'nope' }, {}]);
        case 'not-json':
          return new HttpResponse('<html>Bad gateway</html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          });
      }
    }),
  );
}

/** Holds GET `path` until the returned `release` is called, then lets the demo backend answer. */
export function hold(path: string): { release: () => void; count: () => number } {
  const { opened, open } = gate();
  let calls = 0;
  server.use(
    http.get(`*/real-estate${path}`, async () => {
      calls += 1;
      await opened;
      return undefined;
    }),
  );
  return { release: open, count: () => calls };
}

/** Counts GET requests to `path` while letting the demo backend answer them. */
export function countCalls(path: string): () => number {
  let calls = 0;
  server.use(
    http.get(`*/real-estate${path}`, () => {
      calls += 1;
      return undefined;
    }),
  );
  return () => calls;
}

/**
 * A record's page shows once its route has read the record, so a test reaches the page's own
 * loading state through its Retry: the first GET `path` fails (a 500), and later ones go to the
 * handlers set before this.
 */
export function failFirst(path: string): void {
  server.use(
    http.get(
      `*/real-estate${path}`,
      () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      { once: true },
    ),
  );
}

/** Presses the Retry of the failure the page shows. */
export async function pressRetry(user: UserEvent): Promise<void> {
  const alert = await screen.findByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
}

/**
 * The next POST to `path` (under /real-estate) reaches the server, which saves it or not (at once,
 * or `savedAfterMs` later: still writing), and its answer is lost: it never comes ('silent': only
 * the caller's own clock ends the call), the connection drops ('dropped'), or a gateway in front
 * gives up ('gateway': a 502). Later POSTs go to the demo backend as usual.
 */
export function loseAnswer(
  path: string,
  {
    saved,
    how,
    savedAfterMs = 0,
  }: { saved: boolean; how: 'silent' | 'dropped' | 'gateway'; savedAfterMs?: number },
) {
  let arrived = 0;
  server.use(
    http.post(
      `*/real-estate${path}`,
      async ({ request }) => {
        arrived += 1;
        if (saved && savedAfterMs > 0) {
          const kept = request.clone();
          setTimeout(() => void getResponse(handlers, kept), savedAfterMs);
        } else if (saved) await getResponse(handlers, request);
        if (how === 'gateway') return HttpResponse.json({ message: 'Bad Gateway' }, { status: 502 });
        return how === 'dropped' ? HttpResponse.error() : new Promise<Response>(() => undefined);
      },
      { once: true },
    ),
  );
  return { arrived: () => arrived };
}
