import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '@/components/NavigationProgress';
import { WordsLoadedLater } from '@/components/WordsLoadedLater';
import { useMessages } from '@/lib/i18n/useMessages';
import { SiteHeader } from './public/SiteHeader';

// Lazy: links with nothing to do before the page is interactive. The built HTML already has them,
// and React keeps that markup until their code is in, so the first page's JS leaves them out.
const ChatButton = lazy(() =>
  import('./public/ChatButton').then((module) => ({ default: module.ChatButton })),
);
const TopBar = lazy(() => import('./public/TopBar').then((module) => ({ default: module.TopBar })));
// Reads the visitor's kept choice of language, which only the browser has.
const LanguageOffer = lazy(() => import('./public/LanguageOffer'));
const SiteFooter = lazy(() =>
  import('./public/SiteFooter').then((module) => ({ default: module.SiteFooter })),
);

export function PublicLayout() {
  const shell = useMessages('shell');
  return (
    // Clipped sideways: an aos fade-left start would widen a phone's page; clip, unlike hidden, keeps the
    // header sticky.
    <div className="flex min-h-screen flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lift"
      >
        {shell.skipToContent}
      </a>
      <NavigationProgress />
      <Suspense fallback={null}>
        <LanguageOffer />
      </Suspense>
      <WordsLoadedLater>
        <Suspense fallback={null}>
          <TopBar />
        </Suspense>
      </WordsLoadedLater>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <WordsLoadedLater>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <Suspense fallback={null}>
          <ChatButton />
        </Suspense>
      </WordsLoadedLater>
    </div>
  );
}
