import { Outlet } from 'react-router';
import { NavigationProgress } from '@/components/NavigationProgress';
import { ChatButton } from './public/ChatButton';
import { SiteFooter } from './public/SiteFooter';
import { SiteHeader } from './public/SiteHeader';
import { TopBar } from './public/TopBar';

export function PublicLayout() {
  return (
    // Clipped sideways: an aos fade-left start would widen a phone's page; clip, unlike hidden, keeps the
    // header sticky.
    <div className="flex min-h-screen flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lift"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  );
}
