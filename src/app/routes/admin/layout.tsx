import { AdminLayout } from '@/layouts/AdminLayout';
import { RequireAdmin } from '@/app/Guards';
import { useExpiryInOtherTabs } from '@/components/admin/useExpiryInOtherTabs';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { routeErrorMeta } from '@/app/routeErrorMeta';
import type { Route } from './+types/layout';

export default function AdminTree() {
  useExpiryInOtherTabs();
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

/** The error page's title when a screen below fails to load; the screens name themselves. */
export const meta: Route.MetaFunction = ({ error }) => routeErrorMeta(error) ?? [];

export const ErrorBoundary = RouteErrorPage;
