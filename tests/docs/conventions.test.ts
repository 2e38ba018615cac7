import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The repository paths a document names in code spans: a file or folder under one of the project's
 * top folders, as written (no glob, no placeholder like `<topic>`).
 */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`((?:src|tests|scripts|docs|public|deploy)\/[^`\s]+)`/g)];
  return [...new Set(spans.map(([, named]) => named!))].filter((named) => !/[*{}<>]/.test(named));
}

const missing = (markdown: string) =>
  namedPaths(markdown).filter((named) => !existsSync(path.join(root, named)));

describe('docs/conventions.md', () => {
  it('names only files and folders that exist, so each rule points at code that shows it', () => {
    const markdown = readFileSync(path.join(root, 'docs/conventions.md'), 'utf8');
    expect(namedPaths(markdown).length).toBeGreaterThan(50);
    expect(missing(markdown)).toEqual([]);
  });

  it('stays short enough to read at one sitting: at most 1,200 words, counted as wc -w does', () => {
    const markdown = readFileSync(path.join(root, 'docs/conventions.md'), 'utf8');
    expect(markdown.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(1200);
  });

  it('finds a path that is gone, and leaves patterns and placeholders alone', () => {
    const markdown =
      'See `src/lib/numbers.ts`, `src/lib/gone.ts`, `tests/**/*.test.ts`, `@tests/test-utils/<topic>` and `src/features/lands/`.';
    expect(namedPaths(markdown)).toEqual(['src/lib/numbers.ts', 'src/lib/gone.ts', 'src/features/lands/']);
    expect(missing(markdown)).toEqual(['src/lib/gone.ts']);
  });
});
