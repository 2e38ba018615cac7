/**
 * Test helpers for the backend calls: record what a call sent (method, path, headers, JSON body)
 * and answer it with whatever a test needs, without depending on the demo handlers.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/mocks/node';
import { saveSession } from '@/lib/session';

interface CapturedRequest {
  method: string;
  url: string;
  pathname: string;
  headers: Headers;
  /** The raw body text ('' when there was none). */
  text: string;
  /** The body parsed as JSON, or undefined when it was empty or not JSON. */
  json: unknown;
}

/** Makes a fresh answer for every request (a Response body can be read only once). */
export type Reply = () => Response | Promise<Response>;

export const json =
  (body: JsonBodyType, status = 200): Reply =>
  () =>
    HttpResponse.json(body, { status });

export const text =
  (body: string, status = 200, contentType = 'text/plain'): Reply =>
  () =>
    new HttpResponse(body, { status, headers: { 'Content-Type': contentType } });

/** A network failure: no answer at all. */
export const networkError: Reply = () => HttpResponse.error();

/** A host that never answers: the reply never settles, so only the caller's own clock ends the call. */
export const noAnswer: Reply = () => new Promise<Response>(() => undefined);

/** The four empty answers every list and record call must survive. */
export const EMPTY_ANSWERS: ReadonlyArray<readonly [label: string, reply: Reply]> = [
  ['[]', json([])],
  ['{}', json({})],
  ["''", text('')],
  ['null', json(null)],
];

export interface Capture {
  /** Every request that reached the handler, oldest first. */
  readonly calls: CapturedRequest[];
  /** The most recent request; throws when none arrived. */
  readonly last: CapturedRequest;
}

async function record(request: Request): Promise<CapturedRequest> {
  const body = await request.clone().text();
  let parsed: unknown = undefined;
  if (body) {
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
  }
  const url = new URL(request.url);
  return {
    method: request.method,
    url: request.url,
    pathname: url.pathname,
    headers: request.headers,
    text: body,
    json: parsed,
  };
}

/**
 * Answers every method on `pattern` (e.g. `/real-estate/buildings/get-all-buildings`, any origin)
 * and records the requests. Matching any method means a wrong method fails the method assertion
 * instead of surfacing as an unhandled request.
 */
export function capture(pattern: string, reply: Reply = json({})): Capture {
  const calls: CapturedRequest[] = [];
  server.use(
    http.all(`*${pattern}`, async ({ request }) => {
      calls.push(await record(request));
      return reply();
    }),
  );
  return {
    calls,
    get last() {
      const latest = calls.at(-1);
      if (!latest) throw new Error(`No request reached ${pattern}`);
      return latest;
    },
  };
}

/** Counts every request the mock server sees (handled or not) until `stop` is called. */
export function countRequests(): { readonly count: number; readonly urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    urls.push(request.url);
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return urls.length;
    },
    urls,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

export const TEST_TOKEN = 'test-token-123';
const TEST_ADMIN = { _id: 'admin-1', name: 'Asha Mohanty', address: 'Bhubaneswar' };

/** Stores an admin session the way a successful login does, with TEST_TOKEN (no backend call). */
export function signInWithTestToken(token: string = TEST_TOKEN): void {
  saveSession(TEST_ADMIN, token);
}

/** Runs `promise`, expecting it to fail, and answers what it failed with. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
