import { setupWorker } from 'msw/browser';
import { resetDb } from './db';
import { handlers } from './handlers';
import { setLatency } from './latency';
import { clearPersisted, startPersistence } from './persistence';

/** Starts the demo backend in the browser (demo mode only), with the data saved by earlier visits. */
export async function startDemoWorker(): Promise<void> {
  setLatency(true);
  await startPersistence();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

/** Restores the seed and deletes saved data and uploads; the caller reloads the page. */
export async function resetDemoData(): Promise<void> {
  resetDb();
  await clearPersisted();
}
