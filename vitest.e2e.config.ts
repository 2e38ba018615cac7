import { defineConfig } from 'vitest/config';
import { SRC_ALIAS } from './scripts/src-alias.mjs';

/** End-to-end tests: the built demo app in the system Chromium (see tests/e2e/run.mjs). */
export default defineConfig({
  resolve: { alias: SRC_ALIAS },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One browser, one preview server, a 2-core machine: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
