import { useEffect } from 'react';
import { AdminLayout } from '@/layouts/AdminLayout';
import { RequireAdmin } from '@/app/Guards';
import { followExpiryInOtherTabs } from '@/lib/session';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { routeErrorMeta } from '@/app/routeErrorMeta';
import type { Route } from './+types/layout';

export default function AdminTree() {
  // An admin page's form keeps its draft when the session expires in another tab too.
  useEffect(followExpiryInOtherTabs, []);
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

/** The error page's title when a screen below fails to load; the screens name themselves. */
export const meta: Route.MetaFunction = ({ error }) => routeErrorMeta(error) ?? [];

export const ErrorBoundary = RouteErrorPage;
