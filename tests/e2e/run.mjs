#!/usr/bin/env node
/**
 * Runs the e2e suite when a Chromium is found (CHROME_PATH, else /usr/bin/chromium). Without one
 * it says so and passes, except under CI=true, where a missing browser is a failure.
 * Extra arguments go to vitest (a file filter, for example). Its JSON report goes where `npm test`
 * writes the e2e part's (scripts/vitest-report.mjs), an earlier run's removed first.
 */
import { spawnSync } from 'node:child_process';
import { CHROME, chromiumPath } from '../../scripts/chromium.mjs';
import { freshReport } from '../../scripts/vitest-report.mjs';

const report = freshReport('e2e');

if (!chromiumPath()) {
  const message = `No Chromium found at ${CHROME}: the end-to-end tests did not run. Install Debian's chromium or set CHROME_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`${message} Under CI=true this is a failure.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...report.args, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
