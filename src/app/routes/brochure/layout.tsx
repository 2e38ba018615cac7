import { Outlet } from 'react-router';
import { RedirectSignedIn } from '@/app/Guards';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { routeErrorMeta } from '@/app/routeErrorMeta';
import type { Route } from './+types/layout';

/**
 * A listing's printable page stands outside the public layout: no site header, footer or chat
 * button to hide from the printer, and its own toolbar on screen. Like every public page, it sends
 * a signed-in administrator to the dashboard.
 */
export default function BrochureTree() {
  return (
    <RedirectSignedIn>
      <Outlet />
    </RedirectSignedIn>
  );
}

/** The error page's title when a brochure fails to load; the brochures name themselves. */
export const meta: Route.MetaFunction = ({ error, location }) =>
  routeErrorMeta(error, location.pathname) ?? [];

export const ErrorBoundary = RouteErrorPage;
