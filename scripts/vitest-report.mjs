/** Where a vitest run's JSON report goes, for `npm test` and `npm run test:e2e` alike. */
import { mkdirSync, rmSync } from 'node:fs';

export const REPORT_DIR = 'tests/e2e/.artifacts';

/**
 * The report file for a run named `name` (unit, e2e) and the vitest arguments that write it beside
 * the usual output. A report an earlier run left is removed first: the file never tells of a run
 * other than the latest, even one that wrote none.
 * @param {string} name
 * @returns {{ file: string, args: string[] }}
 */
export function freshReport(name) {
  const file = `${REPORT_DIR}/${name}-report.json`;
  rmSync(file, { force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  return { file, args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`] };
}
