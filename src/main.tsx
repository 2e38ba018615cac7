import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';

async function startDemoBackend() {
  // A dynamic import, so a build with a real backend carries none of the demo code.
  const { startDemoWorker } = await import('./mocks/browser');
  await startDemoWorker();
}

async function boot() {
  // Compared literally so that a build with a backend host drops the demo code entirely.
  if (!import.meta.env.VITE_API_HOST) {
    try {
      await startDemoBackend();
    } catch (error) {
      console.error('The demo backend could not start', error);
    }
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
