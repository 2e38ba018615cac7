/**
 * The demo backend (msw, src/mocks) answering this test file's calls: every jsdom file has it
 * (setup.dom.ts); a Node test file that calls the backend says so with `serveDemoBackend()`, so a
 * test of a pure function loads none of msw, its handlers or the seed.
 */
import { afterEach, beforeAll } from 'vitest';
import { resetDb, server } from '@/mocks/node';

/**
 * The server listening in this worker, kept on the global object rather than in this module: a
 * file that calls vi.resetModules makes the next file load this module, and msw, afresh, and two
 * servers listening at once would each answer, and count, every request.
 */
const worker = globalThis as { demoBackendServer?: typeof server };

/** Answers every call from the demo backend, fails on a call it has no handler for, resets both after each test. */
export function serveDemoBackend(): void {
  // Once per worker: a worker that runs several files in one module graph (isolate: false, Node
  // and jsdom alike) shares one server, and msw does not listen again once closed. A server from
  // a module graph loaded before a vi.resetModules stops, and this one listens in its place.
  beforeAll(() => {
    // A file starts from the seed, whatever a file before it in this worker left.
    resetDb();
    if (worker.demoBackendServer === server) return;
    worker.demoBackendServer?.close();
    server.listen({ onUnhandledRequest: 'error' });
    worker.demoBackendServer = server;
  });
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
}
