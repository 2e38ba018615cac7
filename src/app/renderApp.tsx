import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBackendWithFirstCall } from '../lib/loadClient';
import { App } from './App';

/** Starts the demo backend; backend calls wait for it (lib/loadClient.ts). */
async function startDemoBackend(): Promise<void> {
  try {
    const { startDemoWorker } = await import('../mocks/browser');
    await startDemoWorker();
  } catch (error) {
    console.error('The demo backend could not start', error);
  }
}

/** Renders the app into #root, with the demo backend set up first when there is no backend host. */
export function renderApp(): void {
  // Compared literally so that a build with a backend host drops the demo code entirely.
  if (!import.meta.env.VITE_API_HOST) startBackendWithFirstCall(startDemoBackend);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
