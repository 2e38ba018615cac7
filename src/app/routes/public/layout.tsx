import { lazy, Suspense } from 'react';
import { useCompareChosen } from '@/features/compare/useCompareChosen';
import { PublicLayout } from '@/layouts/PublicLayout';
import { RedirectSignedIn } from '@/app/Guards';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { routeErrorMeta } from '@/app/routeErrorMeta';
import type { Route } from './+types/layout';

// Its code loads only once the visitor has chosen something to compare: most visits never do.
const PublicCompareTray = lazy(() => import('@/app/PublicCompareTray'));

export default function PublicTree() {
  const comparing = useCompareChosen();
  return (
    <RedirectSignedIn>
      <PublicLayout />
      {comparing ? (
        <Suspense fallback={null}>
          <PublicCompareTray />
        </Suspense>
      ) : null}
    </RedirectSignedIn>
  );
}

/** The error page's title when a screen below fails to load; the screens name themselves. */
export const meta: Route.MetaFunction = ({ error }) => routeErrorMeta(error) ?? [];

export const ErrorBoundary = RouteErrorPage;
