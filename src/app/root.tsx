import { useEffect, useState, type ReactNode } from 'react';
import { Links, Outlet, Scripts, type LinksFunction, type MetaFunction } from 'react-router';
import { SPLASH_MS } from '@/config/constants';
import { loadedMessages } from '@/lib/i18n/catalogue';
import { languageOfPath } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/useMessages';
import stylesheet from '@/index.css?url';
import { AppProviders } from './AppProviders';
import { createQueryClient, queryClient } from './queryClient';
import { PageMeta } from './PageMeta';
import { routeErrorMeta } from './routeErrorMeta';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteLoading } from './RouteLoading';
import { ScrollRestoration } from './ScrollRestoration';
import { SessionWatcher } from './SessionWatcher';

const SPLASH_PHONE = '/images/splash/splash-phone.svg';
const SPLASH_DESKTOP = '/images/splash/splash-desktop.svg';

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/brand/favicon.svg' },
  { rel: 'preload', as: 'image', href: SPLASH_PHONE, media: '(max-width: 767px)' },
  { rel: 'preload', as: 'image', href: SPLASH_DESKTOP, media: '(min-width: 768px)' },
  { rel: 'stylesheet', href: stylesheet },
];

/** Each screen names itself; this stands until one does, and names the error page. */
export const meta: MetaFunction = ({ error, location }) => {
  const errorMeta = routeErrorMeta(error, location.pathname);
  if (errorMeta) return errorMeta;
  const words = loadedMessages(languageOfPath(location.pathname), 'fallback');
  return words ? [{ title: words.siteTitle }, { name: 'description', content: words.siteDescription }] : [];
};

// The splash is static markup, painted before any module runs; public/splash.js marks it before React
// hydrates it, hence suppressHydrationWarning.
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={useLanguage()}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#13213a" />
        <PageMeta />
        <Links />
      </head>
      <body>
        <div id="splash" className="splash" aria-hidden="true" data-ms={SPLASH_MS} suppressHydrationWarning>
          <picture>
            <source media="(max-width: 767px)" srcSet={SPLASH_PHONE} width="1080" height="1920" />
            <img src={SPLASH_DESKTOP} alt="" width="1920" height="1080" fetchPriority="high" />
          </picture>
        </div>
        <script src="/splash.js" />
        {/* Keeps the taps made before the app hydrates and replays them after (public/early-taps.js). */}
        <script src="/early-taps.js" />
        {children}
        {/* Written into the HTML at build time and moved into files there (scripts/static-pages.mjs,
            for the CSP); React skips them when it hydrates, so the browser renders none. */}
        {import.meta.env.SSR ? <Scripts /> : null}
      </body>
    </html>
  );
}

export default function App() {
  // The build renders page after page in one process: each gets a cache of its own.
  const [client] = useState(() => (import.meta.env.SSR ? createQueryClient() : queryClient));
  // The prerendered page answers clicks and keys from here: what the e2e suite waits for.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProviders client={client}>
      <ScrollRestoration />
      <SessionWatcher />
      <Outlet />
    </AppProviders>
  );
}

/** Watches the session already: an admin loader's read can meet an expired session before the app shows. */
export function HydrateFallback() {
  return (
    <>
      <SessionWatcher />
      <RouteLoading />
    </>
  );
}

export const ErrorBoundary = RouteErrorPage;
