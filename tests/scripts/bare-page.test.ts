import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBarePage } from '../../scripts/bare-page.mjs';

// Inside the project, where the page's imports (react, react-dom) resolve.
const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(path.join(cache, 'bare-page-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the bench's bare Vite + React page", () => {
  // vitest runs with NODE_ENV=test, which Vite keeps, as it kept the bench's own.
  it(
    'is built for production, with its icon, whatever NODE_ENV the building process has',
    { timeout: 60_000 },
    () => {
      expect(process.env.NODE_ENV).not.toBe('production');
      const dist = buildBarePage(dir);
      const assets = path.join(dist, 'assets');
      const script = readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(assets, file), 'utf8'))
        .join('');
      // React's development build carries its DevTools hint and its dev-only JSX runtime.
      expect(script).not.toContain('react-devtools');
      expect(script).not.toContain('jsxDEV');
      expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('href="/vite.svg"');
      expect(existsSync(path.join(dist, 'vite.svg'))).toBe(true);
    },
  );
});
