import { useQueryClient } from '@tanstack/react-query';
import { AdminLayout } from '@/layouts/AdminLayout';
import { useSessionEnd } from '@/components/admin/useSessionEnd';
import { adminQueries } from '@/features/auth/hooks';
import { applicationQueries } from '@/features/careers/hooks';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { routeErrorMeta } from '@/app/routeErrorMeta';
import { RequireAdmin } from '@/app/Guards';
import { guardBackOffice } from '@/app/backOfficeGuard';
import type { Route } from './+types/layout';

// Runs before any screen's loader on every navigation into the back office: a visitor without a
// whole session is sent away before a read starts, so the screens read as public ones do.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardBackOffice];

export default function AdminTree() {
  const client = useQueryClient();
  // The applicants' and administrators' details leave this tab's cache with the session, whichever
  // tab ended it; the public lists stay for the pages the visitor goes on to. Every tab that holds
  // them is here: a signed-in tab sees no page outside this layout (the public pages, brochures and
  // sign-in send it to /dashboard).
  useSessionEnd(() => {
    client.removeQueries({ queryKey: applicationQueries.all().queryKey });
    client.removeQueries({ queryKey: adminQueries.all().queryKey });
  });
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

/** The error page's title when a screen below fails to load; the screens name themselves. */
export const meta: Route.MetaFunction = ({ error, location }) =>
  routeErrorMeta(error, location.pathname) ?? [];

export const ErrorBoundary = RouteErrorPage;
