import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { WordsLoadedLater } from '@/components/WordsLoadedLater';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { MenuIcon } from '@/components/icons';
import { HeartIcon } from '@/features/shortlist/components/shortlistIcons';
import { Logo } from './Logo';
import { MainNavLinks } from './MainNavLinks';

// Lazy: the built HTML already has the menu, and React keeps that markup until its code is in.
const MobileMenu = lazy(() => import('./MobileMenu'));
// Lazy too: the count reads the browser's storage after hydration; its badge's place is kept till then.
const ShortlistCount = lazy(() => import('@/features/shortlist/components/ShortlistCount'));

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const shell = useMessages('shell');
  const local = useLocalPath();
  return (
    <header className="sticky top-0 z-40 border-b border-ink/5 bg-white/95 backdrop-blur">
      <div className="container-site flex h-16 items-center justify-between gap-6 lg:h-[4.5rem]">
        <Logo />
        <nav aria-label={shell.mainNavigation} className="hidden lg:block">
          <MainNavLinks
            listClassName="flex items-center gap-1"
            linkClassName={(active) =>
              `rounded-lg px-2 py-2 text-[0.95rem] font-medium whitespace-nowrap xl:px-3 transition-colors ${
                active ? 'text-brand-700' : 'text-ink-soft hover:text-ink'
              }`
            }
          />
        </nav>
        <div className="flex items-center gap-2">
          <Link to={local(paths.shortlist)} className="btn-ghost gap-1.5 px-2.5 xl:px-3">
            <HeartIcon className="h-5 w-5 text-accent-600" />
            <span aria-hidden="true" className="whitespace-nowrap max-sm:hidden">
              {shell.shortlist}
            </span>
            <Suspense
              fallback={
                <>
                  <span className="sr-only">{shell.shortlist}</span>
                  <span className="h-5 w-6" />
                </>
              }
            >
              <ShortlistCount />
            </Suspense>
          </Link>
          <Link to={paths.login} className="btn-primary hidden whitespace-nowrap lg:inline-flex">
            {shell.login}
          </Link>
          <button
            type="button"
            className="btn-ghost px-3 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon className="h-6 w-6" />
            <span className="sr-only">{shell.openMenu}</span>
          </button>
        </div>
      </div>
      <WordsLoadedLater>
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      </WordsLoadedLater>
    </header>
  );
}
