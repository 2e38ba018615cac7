/**
 * The demo backend (msw, src/mocks) answering this test file's calls: every jsdom file has it
 * (setup.dom.ts); a Node test file that calls the backend says so with `serveDemoBackend()`, so a
 * test of a pure function loads none of msw, its handlers or the seed.
 */
import { afterEach, beforeAll } from 'vitest';
import { resetDb, server } from '@/mocks/node';

let listening = false;

/** Answers every call from the demo backend, fails on a call it has no handler for, resets both after each test. */
export function serveDemoBackend(): void {
  // Once per worker and never closed: a worker that runs several Node files in one module graph
  // (isolate: false) shares one server, and msw does not listen again once closed.
  beforeAll(() => {
    // A file starts from the seed, whatever a file before it in this worker left.
    resetDb();
    if (listening) return;
    server.listen({ onUnhandledRequest: 'error' });
    listening = true;
  });
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
}
