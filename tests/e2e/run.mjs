#!/usr/bin/env node
/**
 * Runs the e2e suite when a Chromium is found (CHROME_PATH, else /usr/bin/chromium). Without one
 * it says so and passes, except under CI=true, where a missing browser is a failure.
 * Extra arguments go to vitest (a file filter, for example). The run's JSON report goes where
 * `npm test` writes its own (REPORT): one left by an earlier run is removed first, so the file
 * never tells of a run other than the latest.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const REPORT = 'tests/e2e/.artifacts/e2e-report.json';
rmSync(REPORT, { force: true });

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `No Chromium found at ${chromium}: the end-to-end tests did not run. Install Debian's chromium or set CHROME_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`${message} Under CI=true this is a failure.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

mkdirSync(path.dirname(REPORT), { recursive: true });
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORT}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
