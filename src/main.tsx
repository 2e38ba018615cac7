import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { runSplash } from './app/splash';
import './index.css';

async function boot() {
  runSplash();
  // Compared literally so that a build with a backend host drops the demo code entirely.
  if (!import.meta.env.VITE_API_HOST) {
    try {
      const { startDemoWorker } = await import('./mocks/browser');
      await startDemoWorker();
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
