import { lazy, Suspense } from 'react';
import { PublicLayout } from '@/layouts/PublicLayout';
import { RedirectSignedIn } from '@/app/Guards';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { routeErrorMeta } from '@/app/routeErrorMeta';
import type { Route } from './+types/layout';

// The compare tray, when the visitor has chosen listings: nothing of it in a page's first load.
const CompareTrayGate = lazy(() => import('@/app/CompareTrayGate'));

export default function PublicTree() {
  return (
    <RedirectSignedIn>
      <PublicLayout />
      <Suspense fallback={null}>
        <CompareTrayGate />
      </Suspense>
    </RedirectSignedIn>
  );
}

/** The error page's title when a screen below fails to load; the screens name themselves. */
export const meta: Route.MetaFunction = ({ error, location }) =>
  routeErrorMeta(error, location.pathname) ?? [];

export const ErrorBoundary = RouteErrorPage;
