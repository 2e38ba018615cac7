import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The tests mirror the source (README "Layout"): a test of src/<path>.ts(x) is
 * tests/<path>.test.ts(x), of scripts/<name>.mjs tests/scripts/<name>.test.ts, of docs/<name>.md
 * tests/docs/<name>.test.ts, of a root config file (eslint.config.js) tests/<file name>.test.ts. Where several files test one module, each is
 * <name>.<aspect>.test.ts(x) with a short kebab-case aspect (routes.fuzz.test.tsx). Helpers live
 * in tests/test-utils (a module per topic, @tests/test-utils/<topic>); tests/e2e and tests/bench
 * have their own layout.
 *
 * The extension says where a test runs (vite.config.ts's projects): *.test.ts in Node, *.test.tsx
 * in jsdom. A Node test that reaches for the DOM fails on its own; a test that needs no DOM but is
 * named .tsx would build a window for nothing, which nothing else would notice.
 */
const root = path.resolve(import.meta.dirname, '..');
const OWN_LAYOUT = new Set(['e2e', 'bench', 'test-utils']);
const THIS_FILE = 'test-layout.test.ts';
const TEST = /\.test\.tsx?$/;
const ASPECT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every file under tests/ but those with a layout of their own, relative to tests/ with '/'. */
function testFiles(folder = ''): string[] {
  return readdirSync(path.join(root, 'tests', folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return !folder && OWN_LAYOUT.has(entry.name) ? [] : testFiles(relative);
    return relative === THIS_FILE ? [] : [relative];
  });
}

/** The source files a test at `file` (relative to tests/, without .test.ts(x)) may be named after. */
function sourcesFor(stem: string): string[] {
  if (stem.startsWith('scripts/')) return [`${stem}.mjs`];
  if (stem.startsWith('docs/')) return [`${stem}.md`];
  if (!stem.includes('/')) return ['js', 'mjs', 'ts'].map((extension) => `${stem}.${extension}`);
  return ['ts', 'tsx'].map((extension) => `src/${stem}.${extension}`);
}

/** Why `file` (relative to tests/) breaks the layout, or undefined when it mirrors a source file. */
function layoutProblem(file: string, exists: (file: string) => boolean): string | undefined {
  if (!TEST.test(file)) {
    return `tests/${file} is not a test: helpers belong in tests/test-utils`;
  }
  const stem = file.replace(TEST, '');
  const dot = stem.lastIndexOf('.');
  const slash = stem.lastIndexOf('/');
  const aspect = dot > slash ? stem.slice(dot + 1) : '';
  const stems = [stem, ...(ASPECT.test(aspect) ? [stem.slice(0, dot)] : [])];
  if (stems.some((one) => sourcesFor(one).some(exists))) return undefined;
  return `tests/${file} mirrors no source file: expected one of ${stems.flatMap(sourcesFor).join(', ')}`;
}

const onDisk = (file: string) => existsSync(path.join(root, file));

describe('the tests mirror the source', () => {
  it('names every test after the module it tests, at its path', () => {
    const problems = testFiles().flatMap((file) => layoutProblem(file, onDisk) ?? []);
    expect(problems).toEqual([]);
  });

  it('finds what does not mirror a source file', () => {
    const known = new Set([
      'src/lib/csv.ts',
      'src/app/routes.ts',
      'src/app/routes/public/property.land-details.$id.tsx',
      'src/app/routes/public/properties/route.tsx',
      'scripts/nginx-conf.mjs',
      'eslint.config.js',
    ]);
    const exists = (file: string) => known.has(file);
    for (const good of [
      'lib/csv.test.ts',
      'lib/csv.quoting.test.ts',
      'app/routes.fuzz.test.tsx',
      'app/routes/public/property.land-details.$id.test.tsx',
      'app/routes/public/properties/route.filters.test.tsx',
      'scripts/nginx-conf.test.ts',
      'eslint.config.test.ts',
    ]) {
      expect(layoutProblem(good, exists), good).toBeUndefined();
    }
    for (const bad of [
      'lib/csvFile.test.ts',
      'lib/csv.Quoting.test.ts',
      'lib/csv.two.aspects.test.ts',
      'unit/lib/csv.test.ts',
      'app/routes/public/property.land-details.test.tsx',
      'scripts/nginx.test.ts',
      'lib/helpers.ts',
    ]) {
      expect(layoutProblem(bad, exists), bad).toEqual(expect.any(String));
    }
  });
});

/**
 * What shows a test needs a browser: Testing Library, a helper that renders or reads the page, JSX,
 * a browser global, or a line saying why (`// Runs in jsdom: ...`, for a test whose module reaches
 * the browser on its own, such as an api module's calls). A pure test shows none of them.
 */
const USES_DOM =
  /@testing-library\/|@tests\/test-utils\/(render|page|pager|scroll|answers)'|<[A-Za-z]|^\/\/ Runs in jsdom: |\b(document|window|localStorage|sessionStorage|navigator|location|HTML\w*Element|File|FileReader|Blob|DOMParser|XMLHttpRequest)\b/m;

/** Why the test `file` (relative to tests/) runs in jsdom without using it, or undefined. */
function environmentProblem(file: string, source: string): string | undefined {
  if (!file.endsWith('.test.tsx') || USES_DOM.test(source)) return undefined;
  return `tests/${file} shows no use of a browser: name it .test.ts so it runs in Node, or say why it needs jsdom (// Runs in jsdom: ...)`;
}

describe('the file name says where a test runs', () => {
  it('gives jsdom only to tests that use the DOM', () => {
    const problems = testFiles()
      .filter((file) => TEST.test(file))
      .flatMap(
        (file) => environmentProblem(file, readFileSync(path.join(root, 'tests', file), 'utf8')) ?? [],
      );
    expect(problems).toEqual([]);
  });

  it('finds a pure test named .tsx', () => {
    const pure =
      "import { expect, it } from 'vitest';\nimport { sum } from '@/lib/sum';\nit('adds', () => expect(sum(1, 2)).toBe(3));\n";
    expect(environmentProblem('lib/sum.test.tsx', pure)).toEqual(expect.any(String));
    expect(environmentProblem('lib/sum.test.ts', pure)).toBeUndefined();
    expect(
      environmentProblem('lib/page.test.tsx', "import { screen } from '@testing-library/react';"),
    ).toBeUndefined();
  });
});
