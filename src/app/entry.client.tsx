import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

async function startDemoBackend(): Promise<void> {
  try {
    const { startDemoWorker } = await import('@/mocks/browser');
    await startDemoWorker();
  } catch (error) {
    console.error('The demo backend could not start', error);
  }
}

// Compared literally so that a build with a backend host drops the demo code entirely.
if (!import.meta.env.VITE_API_HOST) await startDemoBackend();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
