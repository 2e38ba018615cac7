import { setupWorker } from 'msw/browser';
import { resetDb } from './db';
import { handlers } from './handlers';
import { setLatency } from './latency';
import { clearPersisted, startPersistence } from './persistence';

/**
 * msw refreshes an existing worker with `registration.update()` and does not handle its failure
 * (a busy server, a flaky connection). The registered worker keeps serving, so that failure is
 * harmless; mark it handled instead of letting it surface as an uncaught error.
 */
function ignoreFailedWorkerUpdates(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    if (/Failed to update a ServiceWorker/i.test(message)) event.preventDefault();
  });
}

/** Starts the demo backend in the browser (demo mode only), with the data saved by earlier visits. */
export async function startDemoWorker(): Promise<void> {
  ignoreFailedWorkerUpdates();
  setLatency(true);
  // Both at once: backend calls wait for this whole function (lib/loadClient.ts), so no handler
  // answers before the saved data is back.
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

/** Restores the seed and deletes saved data and uploads; the caller reloads the page. */
export async function resetDemoData(): Promise<void> {
  resetDb();
  await clearPersisted();
}
