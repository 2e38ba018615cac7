import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The page's files, as Vite's React template lays them out. */
const BARE_PAGE_FILES = {
  'index.html':
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="icon" type="image/svg+xml" href="/vite.svg"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="description" content="A bare Vite and React page."><title>Vite + React</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  'public/vite.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 3 29 28H3z" fill="#646cff"/></svg>',
  'main.jsx':
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<main><h1>Vite + React</h1><p>A bare page.</p></main>);\n",
  'vite.config.mjs':
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
};

/**
 * The bench's yardstick: a bare Vite + React page, as Vite's React template starts (its icon, an
 * <h1> rendered by React), built for production into `dir`/dist by `vite build` in a process of its
 * own with NODE_ENV=production. Built in the calling process, it took that process's NODE_ENV (a
 * Vite module runner or vitest sets one, and Vite keeps it): React's development build and JSX,
 * twice the size and slower, made every page look fast beside it. `dir` must be inside the
 * project, where react and the plugin resolve.
 * @param {string} dir
 * @returns {string} the folder of the built page
 */
export function buildBarePage(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  for (const [file, text] of Object.entries(BARE_PAGE_FILES)) writeFileSync(path.join(dir, file), text);
  // Vite's command, beside its package.json (its exports do not name the bin).
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const built = spawnSync(process.execPath, [vite, 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`The bare page's build ended with status ${built.status}`);
  return path.join(dir, 'dist');
}
