import { setupWorker } from 'msw/browser';
import { resetDb } from './db';
import { handlers } from './handlers';
import { setLatency } from './latency';
import { clearPersisted, startPersistence } from './persistence';

/** A failed worker update (a busy server, a flaky connection) is harmless: the old worker keeps serving. */
function ignoreFailedWorkerUpdates(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    if (/Failed to update a ServiceWorker/i.test(message)) event.preventDefault();
  });
}

export async function startDemoWorker(): Promise<void> {
  ignoreFailedWorkerUpdates();
  setLatency(true);
  // Both at once: backend calls wait for this function, so no handler answers before the saved data is back.
  await Promise.all([
    startPersistence(),
    setupWorker(...handlers).start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      // msw's worker, letting static files past (scripts/demo-worker.mjs).
      serviceWorker: { url: `${import.meta.env.BASE_URL}demoServiceWorker.js` },
    }),
  ]);
}

export async function resetDemoData(): Promise<void> {
  resetDb();
  await clearPersisted();
}
