import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';

const DEFAULT_PORT = 4180;
const PORT = Number(process.env.E2E_PORT || DEFAULT_PORT);
// A run on another port builds into its own folder, so two runs never clobber each other.
const OUT_DIR = PORT === DEFAULT_PORT ? 'tests/e2e/.artifacts/dist' : `tests/e2e/.artifacts/dist-${PORT}`;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not answer at ${url}`);
}

/** Builds the app in demo mode and serves it with `vite preview` for the whole e2e run. */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        // Demo mode: no backend host, so the embedded demo backend answers every call. A production
        // build, as shipped: the runner's NODE_ENV=test would otherwise bundle React's development build.
        env: { ...process.env, VITE_API_HOST: '', NODE_ENV: 'production' },
      },
    );
    if (build.status !== 0) throw new Error('The demo build failed');
  }
  const server: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true },
  );
  const baseUrl = `http://127.0.0.1:${PORT}`;
  try {
    await waitForServer(baseUrl, 30_000);
  } catch (error) {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('distDir', OUT_DIR);
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
}
