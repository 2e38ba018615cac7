import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { DEFAULT_BASE_PORT, PREVIEW_PORT as PORT } from './ports';
import { buildSite, earlierBuild } from './prod/site';

// A run on another port builds into its own folder, so two runs never clobber each other.
const OUT_DIR =
  PORT === DEFAULT_BASE_PORT ? 'tests/e2e/.artifacts/dist' : `tests/e2e/.artifacts/dist-${PORT}`;

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

/** Builds the app in demo mode once and serves it with `vite preview` to every file of the e2e run. */
export default async function setup(project: TestProject) {
  // Demo mode: no backend host, so the embedded demo backend answers every call.
  const clientDir = earlierBuild(OUT_DIR) ?? (await buildSite(OUT_DIR, { VITE_API_HOST: '' }));
  const server: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true, env: { ...process.env, BUILD_DIR: OUT_DIR } },
  );
  const baseUrl = `http://127.0.0.1:${PORT}`;
  try {
    await waitForServer(baseUrl, 30_000);
  } catch (error) {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('distDir', clientDir);
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
}
