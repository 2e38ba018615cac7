import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesNeedingIsolation } from '../../scripts/test-isolation.mjs';

let root: string | undefined;

/** A project folder holding `files` (path relative to it, content). */
function project(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'test-isolation-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('which jsdom test files keep a module graph of their own', () => {
  it('names the files that swap a module, start the graph afresh or stub a global or env', () => {
    const dir = project({
      'tests/lib/mocked.test.tsx': "vi.mock('aos', () => ({}));",
      'tests/lib/later.test.tsx': "await vi.doMock('./x', () => ({}));",
      'tests/app/fresh.test.tsx': 'beforeEach(() => { vi.resetModules(); });',
      'tests/app/global.test.tsx': "vi.stubGlobal('fetch', fake);",
      'tests/app/env.test.tsx': "vi.stubEnv('VITE_API_HOST', '');",
      'tests/app/plain.test.tsx': "it('renders', () => { vi.spyOn(console, 'warn'); });",
      'tests/app/mentions.test.tsx': '// a comment about vi.mocked values, not a call',
    });
    expect(filesNeedingIsolation(dir)).toEqual([
      'tests/app/env.test.tsx',
      'tests/app/fresh.test.tsx',
      'tests/app/global.test.tsx',
      'tests/lib/later.test.tsx',
      'tests/lib/mocked.test.tsx',
    ]);
  });

  it('looks only at jsdom files, and not into build output', () => {
    const dir = project({
      'tests/lib/node.test.ts': "vi.mock('aos');",
      'tests/e2e/.artifacts/copy.test.tsx': "vi.mock('aos');",
      'tests/lib/helper.tsx': "vi.mock('aos');",
    });
    expect(filesNeedingIsolation(dir)).toEqual([]);
  });
});

it("finds this project's own files that mock a module", () => {
  const files = filesNeedingIsolation(path.resolve(import.meta.dirname, '../..'));
  expect(files).toContain('tests/lib/useScrollAnimations.test.tsx');
  expect(files.every((file) => file.endsWith('.test.tsx'))).toBe(true);
});
