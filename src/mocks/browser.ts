import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the demo backend in the browser (demo mode only). */
export async function startDemoWorker(): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
