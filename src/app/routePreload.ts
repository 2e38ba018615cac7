import { withClient } from '../lib/loadClient';
import { findPublicPage, loadPublicLayout } from './publicPages';

function preload(load: () => Promise<unknown>): void {
  // A failure is the app's own request's to report.
  load().catch(() => undefined);
}

/**
 * Asks for the opened page's code and, for a page that reads the backend, its first answer, the
 * HTTP client and the backend too, before the framework has arrived (main.tsx). Otherwise the
 * router would ask for them only once the framework runs, one round trip after another. Each import
 * is the module the app uses later, so nothing loads twice.
 */
export function preloadOpenedPage(url: URL): void {
  const page = findPublicPage(url.pathname);
  if (!page) return;
  preload(loadPublicLayout);
  // As the router loads it (routes.tsx): a page that reads at once starts the client beside it.
  preload(() => (page.readsBackend ? withClient(page.load()) : page.load()));
  page.fetchEarly?.(url);
}
