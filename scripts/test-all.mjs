#!/usr/bin/env node
/**
 * `npm test`: the unit and integration suites, then the e2e suite in Chromium when one is found
 * (required under CI=true). Ends with one line `N passed, N failed` summing every suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORT_DIR = 'tests/e2e/.artifacts';
mkdirSync(REPORT_DIR, { recursive: true });

/** Runs vitest with a JSON report beside the usual output, and answers its counts. */
function runVitest(name, args) {
  const report = `${REPORT_DIR}/${name}-report.json`;
  rmSync(report, { force: true });
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit' },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed = (json.numFailedTests ?? 0) + (result.status !== 0 && !json.numFailedTests ? 1 : 0);
  } else if (result.status !== 0) {
    failed = 1;
  }
  return { ok: result.status === 0, passed, failed };
}

const totals = { passed: 0, failed: 0 };
const add = (counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
};

console.log('\n== Unit and integration tests (vitest, jsdom, msw) ==');
const unit = runVitest('unit', []);
add(unit);

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
let e2eOk = true;
if (existsSync(chromium)) {
  console.log(`\n== End-to-end tests (built demo app in ${chromium}) ==`);
  const e2e = runVitest('e2e', ['--config', 'vitest.e2e.config.ts']);
  add(e2e);
  e2eOk = e2e.ok;
} else if (process.env.CI === 'true') {
  console.error(`\nNo Chromium found at ${chromium}: under CI=true the end-to-end tests are required.`);
  totals.failed += 1;
  e2eOk = false;
} else {
  console.warn(
    `\nNo Chromium found at ${chromium}: the end-to-end tests did not run. Install Debian's chromium or set CHROME_PATH.`,
  );
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(unit.ok && e2eOk && totals.failed === 0 ? 0 : 1);
