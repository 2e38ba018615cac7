import { useContext, useSyncExternalStore } from 'react';
import { Meta, UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import { messagesLoadedCount, onMessagesLoaded } from '@/lib/i18n/catalogue';
import { useHydrated } from '@/lib/useHydrated';

/**
 * React Router's <Meta>, naming every page once the app runs. A page the build did not render (the
 * back office, a listing added since the build, a brochure) opens through the SPA fallback, where
 * the router shows only the root's meta until its <Scripts> has mounted in the browser. This site
 * renders <Scripts> only at build time (the build turns its inline scripts into files, for the
 * CSP), so that moment never comes: once hydrated, <Meta> is told the page is no longer a bare
 * shell, and each route's meta (title, description, robots) applies. It is the one way the router
 * leaves open (docs/decisions/0001-framework-mode.md).
 *
 * A page's meta is in its language's words, and <Meta> draws only when the router's state changes:
 * words that arrive after that (a page shown before its meta's namespace was in) draw it again.
 */
export function PageMeta() {
  const framework = useContext(FrameworkContext);
  const hydrated = useHydrated();
  // Read to draw again when words arrive: this module is left as written (no compiler memo), so
  // drawing PageMeta draws <Meta> with it.
  useSyncExternalStore(onMessagesLoaded, messagesLoadedCount, messagesLoadedCount);
  if (!framework?.isSpaMode || !hydrated) return <Meta />;
  return (
    <FrameworkContext.Provider value={{ ...framework, isSpaMode: false }}>
      <Meta />
    </FrameworkContext.Provider>
  );
}
