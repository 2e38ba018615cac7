import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const RUN = path.resolve(import.meta.dirname, 'run.mjs');
const REPORT = 'tests/e2e/.artifacts/e2e-report.json';

/** Runs `npm run test:e2e`'s script in `dir` with no Chromium to be found. */
function runWithoutChromium(dir: string, ci: boolean) {
  return spawnSync(process.execPath, [RUN], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH: path.join(dir, 'no-chromium'), CI: ci ? 'true' : 'false' },
  });
}

/** A project folder holding a report an earlier run left. */
function folderWithOldReport(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-run-'));
  mkdirSync(path.join(dir, path.dirname(REPORT)), { recursive: true });
  writeFileSync(path.join(dir, REPORT), '{"numPassedTests":199}');
  return dir;
}

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run test:e2e without a Chromium', () => {
  it.each([
    { ci: false, status: 0, says: 'the end-to-end tests did not run' },
    { ci: true, status: 1, says: 'Under CI=true this is a failure.' },
  ])(
    'ends with $status under CI=$ci, says why, and leaves no report of an earlier run',
    ({ ci, status, says }) => {
      const dir = folderWithOldReport();
      folders.push(dir);
      const result = runWithoutChromium(dir, ci);
      expect(result.status).toBe(status);
      expect(result.stderr).toContain(says);
      expect(existsSync(path.join(dir, REPORT))).toBe(false);
    },
  );
});
