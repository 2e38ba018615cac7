import { AuthLayout } from '@/layouts/AuthLayout';
import { RedirectSignedIn } from '@/app/Guards';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { routeErrorMeta } from '@/app/routeErrorMeta';
import type { Route } from './+types/layout';

export default function AuthTree() {
  return (
    <RedirectSignedIn>
      <AuthLayout />
    </RedirectSignedIn>
  );
}

/** The error page's title when a screen below fails to load; the screens name themselves. */
export const meta: Route.MetaFunction = ({ error, location }) =>
  routeErrorMeta(error, location.pathname) ?? [];

export const ErrorBoundary = RouteErrorPage;
