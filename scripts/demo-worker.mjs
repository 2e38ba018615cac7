/**
 * The demo backend's service worker: msw's own (node_modules/msw/lib/mockServiceWorker.js, so it
 * always matches the installed msw) with one change. msw's worker sends every request of the page
 * to the page's main thread to ask whether a handler wants it; images, styles, scripts and media
 * never concern the demo backend, so the worker lets them go straight to the network. Files
 * uploaded in the demo (/demo-uploads/) are the exception: the demo backend serves them.
 * vite.config.ts serves the result in dev and writes it into demo builds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_WORKER_FILE = 'demoServiceWorker.js';

const ANCHOR = `  // Bypass navigation requests.
  if (event.request.mode === 'navigate') {
    return
  }
`;

// '/demo-uploads/' below is DEMO_UPLOADS_PATH of src/config/env.ts, which this plain script cannot import.
const BYPASS = `
  // Kalinga Habitats demo: static files never reach the demo backend (scripts/demo-worker.mjs).
  if (
    ['image', 'style', 'script', 'font', 'video', 'audio', 'track', 'manifest'].includes(
      event.request.destination,
    ) &&
    !new URL(event.request.url).pathname.includes('/demo-uploads/')
  ) {
    return
  }
`;

/** msw's worker source with the static-file bypass; throws if msw's worker changed shape. */
export function demoWorkerSource(mswWorker) {
  if (!mswWorker.includes(ANCHOR))
    throw new Error(
      "msw's mockServiceWorker.js changed: update ANCHOR in scripts/demo-worker.mjs to place the bypass",
    );
  return mswWorker.replace(ANCHOR, ANCHOR + BYPASS);
}

/** The installed msw's worker, patched. */
export function readDemoWorker() {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  return demoWorkerSource(readFileSync(path.join(root, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'));
}
