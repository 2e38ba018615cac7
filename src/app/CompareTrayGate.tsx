import { lazy, Suspense } from 'react';
import { useCompareChosen } from '@/features/compare/useCompareChosen';

// Its code loads only once the visitor has chosen something to compare: most visits never do.
const PublicCompareTray = lazy(() => import('./PublicCompareTray'));

/**
 * Whether to load the compare tray. A file of its own, loaded after the page is up, so the first
 * load of every page carries one import and not the tray's list of files.
 */
export default function CompareTrayGate() {
  const comparing = useCompareChosen();
  return comparing ? (
    <Suspense fallback={null}>
      <PublicCompareTray />
    </Suspense>
  ) : null;
}
