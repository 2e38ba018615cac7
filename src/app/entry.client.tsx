import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageMessages } from '@/lib/i18n/catalogue';
import { languageOfPath } from '@/lib/i18n/languages';

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
// The words the page was written with, so the app takes it over without waiting for them.
await loadPageMessages();
// A page no build wrote (an Odia or Hindi record page) opens from the fallback page, written in
// English; hydration keeps an attribute as the HTML has it, so the address's language is set first.
document.documentElement.lang = languageOfPath(location.pathname);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
