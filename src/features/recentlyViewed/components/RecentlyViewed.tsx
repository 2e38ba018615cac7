import { lazy, Suspense } from 'react';
import { useKeptList } from '@/lib/keptInBrowser';
import { recentlyViewed } from '@/features/recentlyViewed/store';

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
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow entries={entries} className={className} />
    </Suspense>
  );
}
