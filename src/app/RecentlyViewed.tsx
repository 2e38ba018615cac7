import { lazy, Suspense, useState } from 'react';
import { useMessages } from '@/lib/i18n/useMessages';
import { useKeptList } from '@/lib/keptInBrowser';
import { clearRecentlyViewed, recentlyViewed } from '@/features/recentlyViewed/store';

// The row's file is asked for only when this browser has kept a listing, after hydration.
const RecentlyViewedRow = lazy(() => import('./RecentlyViewedRow'));

/**
 * 'Recently viewed': nothing in the pre-rendered HTML nor while the page hydrates, and nothing
 * when the browser has kept no listing; so a page places it where its arrival moves nothing the
 * visitor is looking at (below the first screen, or after a list), and imports this file lazily,
 * keeping it out of the page's first load.
 */
export default function RecentlyViewed({ className = '' }: { className?: string }) {
  const entries = useKeptList(recentlyViewed);
  const [clearedHere, setClearedHere] = useState(false);
  if (entries.length === 0) return clearedHere ? <ClearedNote /> : null;
  const clear = () => {
    setClearedHere(true);
    clearRecentlyViewed();
  };
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow entries={entries} className={className} onClear={clear} />
    </Suspense>
  );
}

/**
 * Where the row was: Clear takes the row and its button away, so the focus comes here, said and
 * not seen, and the next Tab goes on from the row's place rather than from the top of the page.
 */
function ClearedNote() {
  const { recentlyViewed: words } = useMessages('listings');
  return (
    <p ref={(note) => note?.focus()} tabIndex={-1} role="status" className="sr-only">
      {words.cleared}
    </p>
  );
}
