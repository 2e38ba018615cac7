#!/usr/bin/env node
/**
 * `npm test`: the unit and integration suites, then the e2e suite in Chromium when one is found
 * (required under CI=true). Ends with one line `N passed, N failed` summing every suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { CHROME, chromiumPath } from './chromium.mjs';
import { freshReport } from './vitest-report.mjs';

/** Runs vitest with a JSON report beside the usual output, and answers its counts. */
function runVitest(name, args) {
  const { file: report, args: reportArgs } = freshReport(name);
  const result = spawnSync('npx', ['vitest', 'run', ...args, ...reportArgs], { stdio: 'inherit' });
  let passed = 0;
  let failed = 0;
  const failures = [];
  const flaky = [];
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed = (json.numFailedTests ?? 0) + (result.status !== 0 && !json.numFailedTests ? 1 : 0);
    for (const file of json.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        const why = (test.failureMessages ?? []).join(' ').split('\n')[0].slice(0, 300);
        const where = `${name}: ${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${why}`;
        if (test.status === 'failed') failures.push(where);
        else if (why) flaky.push(where);
      }
    }
  } else if (result.status !== 0) {
    failed = 1;
  }
  if (result.status !== 0 && failures.length === 0) {
    failures.push(
      `${name}: vitest ended with status ${result.status} and no failed test (see 'Unhandled Errors' above)`,
    );
  }
  return { ok: result.status === 0, passed, failed, failures, flaky };
}

const totals = { passed: 0, failed: 0, failures: [], flaky: [] };
const add = (counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.failures.push(...counts.failures);
  totals.flaky.push(...counts.flaky);
};

console.log('\n== Unit and integration tests (vitest: unit in Node, dom in jsdom) ==');
const unit = runVitest('unit', []);
add(unit);

let e2eOk = true;
if (chromiumPath()) {
  console.log(`\n== End-to-end tests (built demo app in ${CHROME}) ==`);
  const e2e = runVitest('e2e', ['--config', 'vitest.e2e.config.ts']);
  add(e2e);
  e2eOk = e2e.ok;
} else if (process.env.CI === 'true') {
  console.error(`\nNo Chromium found at ${CHROME}: under CI=true the end-to-end tests are required.`);
  totals.failed += 1;
  e2eOk = false;
} else {
  console.warn(
    `\nNo Chromium found at ${CHROME}: the end-to-end tests did not run. Install Debian's chromium or set CHROME_PATH.`,
  );
}

// Repeated at the end, where a log's tail shows it: which tests failed.
for (const failure of totals.failures) console.log(`FAILED ${failure}`);
// Under CI a failed test runs once more (vite.config.ts): one that passed then is named, not hidden.
for (const flake of totals.flaky) console.log(`FLAKY (passed on retry) ${flake}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(unit.ok && e2eOk && totals.failed === 0 ? 0 : 1);
