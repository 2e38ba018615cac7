import { preloadOpenedPage } from './app/routePreload';
import { runSplash } from './app/splash';
import { startBackendWithFirstCall } from './lib/loadClient';
import './index.css';

/** Starts the demo backend; backend calls wait for it (lib/loadClient.ts). */
async function startDemoBackend(): Promise<void> {
  try {
    const { startDemoWorker } = await import('./mocks/browser');
    await startDemoWorker();
  } catch (error) {
    console.error('The demo backend could not start', error);
  }
}

/*
 * The entry is kept tiny, with no framework in its imports, so it runs as soon as it arrives:
 * the splash starts, the opened page's code (and first answer) is asked for beside the framework
 * (index.html preloads the framework itself), and the app renders once its code is in.
 */
runSplash();
// Compared literally so that a build with a backend host drops the demo code entirely.
if (!import.meta.env.VITE_API_HOST) startBackendWithFirstCall(startDemoBackend);
preloadOpenedPage(new URL(window.location.href));
import('./app/renderApp')
  .then(({ renderApp }) => renderApp())
  .catch((error: unknown) => console.error('The app could not start', error));
