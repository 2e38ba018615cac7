import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_PREBUNDLED } from '../../scripts/dev-deps.mjs';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** What the browser never asks the dev server for, each with why. */
const NOT_IN_THE_BROWSER: Record<string, string> = {
  'msw/node': 'the tests’ demo backend (src/mocks/node.ts)',
  'react-dom/static': 'the build’s page renderer (src/app/entry.server.tsx)',
  '@react-router/dev/routes': 'the route table’s config helpers, read by the build',
};
/** Bundled by React Router's own plugin. */
const BY_THE_ROUTER = new Set(['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom']);

function sourceFiles(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The packages src/ imports for their code: no `import type`, no stylesheet (`x.css`, `swiper/css`), no `@/` path. */
function importedPackages(): Set<string> {
  const found = new Set<string>();
  const IMPORT =
    /(?:^|\n)\s*import\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?'([^'./][^']*)'|import\('([^'./][^']*)'\)/g;
  for (const file of sourceFiles()) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const [, typeOnly, statically, dynamically] = match;
      const name = statically ?? dynamically;
      if (!name || typeOnly || name.startsWith('@/') || /(\.css|\/css(\/.*)?)$/.test(name)) continue;
      found.add(name);
    }
  }
  return found;
}

describe('the packages `npm run dev` bundles as it starts', () => {
  it('are every package the app imports in the browser, and no other', () => {
    const inTheBrowser = [...importedPackages()].filter(
      (name) => !BY_THE_ROUTER.has(name) && !(name in NOT_IN_THE_BROWSER),
    );
    expect([...DEV_PREBUNDLED].sort()).toEqual(inTheBrowser.sort());
  });
});
