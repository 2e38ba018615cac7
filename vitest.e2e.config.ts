import { defineConfig } from 'vitest/config';
import { SRC_ALIAS } from './scripts/src-alias.mjs';

/** End-to-end tests: the built demo app in the system Chromium (see tests/e2e/run.mjs). */
export default defineConfig({
  resolve: { alias: SRC_ALIAS },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    // The demo build and its preview server, made once for the run and shared by every file.
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Two files at a time, one per core: a file spends much of its time waiting on Chromium, and
    // the files share nothing but the demo build and the worker's tab (each test finds it cleared,
    // with fresh storage; a file that starts a server of its own has a port of its own, see
    // tests/e2e/ports.ts).
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // A worker keeps its modules from one file to the next, so tests/e2e/support.ts starts one
    // Chromium per worker, not one per file. Each file's own module still runs afresh.
    isolate: false,
    testTimeout: 60_000,
    // As for the unit tests: under CI a failed test runs once more, and npm test names any test that
    // needed it (FLAKY). Its second run opens its page in a context of its own (tests/e2e/support.ts).
    retry: process.env.CI === 'true' ? 1 : 0,
    // A page polled for what a visitor waits on (a heading, a scroll position, a title) can take
    // seconds on a busy two-core machine running two browsers; vitest's own default is one second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
