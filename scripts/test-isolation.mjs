/**
 * Which jsdom test files run in a module graph of their own. The others share their worker's
 * modules from one file to the next (`isolate: false`), so the route tree, React and msw load once
 * per worker instead of once per file. A file that swaps a module (vi.mock, vi.doMock), starts the
 * module graph afresh (vi.resetModules) or stubs a global or an env variable would change what the
 * files after it see, so it keeps its own, as vitest's recipe for mixed isolation has it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NEEDS_OWN_GRAPH = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\(/;

/** Every file under `dir` whose name ends with `suffix`, relative to `root`, with '/'. */
function filesEndingWith(root, dir, suffix) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    // Build output and caches (tests/e2e/.artifacts) hold no tests.
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return filesEndingWith(root, relative, suffix);
    return entry.name.endsWith(suffix) ? [relative] : [];
  });
}

/** The jsdom test files (tests/**\/*.test.tsx) that need a module graph of their own, sorted. */
export function filesNeedingIsolation(root) {
  return filesEndingWith(root, 'tests', '.test.tsx')
    .filter((file) => NEEDS_OWN_GRAPH.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
