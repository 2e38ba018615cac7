/**
 * A table test for the backend calls: each row names the call, its method, its path under
 * /real-estate and its JSON payload (none for GET and DELETE), and this checks all of them.
 */
import { describe, expect, it } from 'vitest';
import { capture, signInWithTestToken, TEST_TOKEN, type Reply } from './capture';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallRow {
  /** The function under test, as the report names it. */
  name: string;
  method: Method;
  /** The exact path after /real-estate, ids already encoded. */
  path: string;
  /** The exact JSON body; omit for calls without one. */
  payload?: unknown;
  call: () => Promise<unknown>;
  /** What the backend answers (an empty object by default). */
  reply?: Reply;
}

export function describeCalls(feature: string, rows: readonly CallRow[]): void {
  describe(`${feature}: method, path, headers and payload`, () => {
    it.each(rows.map((row) => [`${row.name} → ${row.method} ${row.path}`, row] as const))(
      '%s, with the stored token',
      async (_label, row) => {
        signInWithTestToken();
        const endpoint = capture(`/real-estate${row.path}`, row.reply);
        await row.call();
        expect(endpoint.calls).toHaveLength(1);
        const request = endpoint.last;
        expect(request.method).toBe(row.method);
        expect(request.pathname).toBe(`/real-estate${row.path}`);
        expect(request.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
        if (row.payload === undefined) {
          expect(request.text).toBe('');
        } else {
          expect(request.headers.get('content-type')).toMatch(/^application\/json/);
          expect(request.json).toEqual(row.payload);
        }
      },
    );

    it.each(rows.map((row) => [row.name, row] as const))(
      '%s sends no Authorization header when signed out',
      async (_label, row) => {
        const endpoint = capture(`/real-estate${row.path}`, row.reply);
        await row.call();
        expect(endpoint.last.headers.has('authorization')).toBe(false);
      },
    );
  });
}
