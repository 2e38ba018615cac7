import type { MetaDescriptor } from 'react-router';
import { titleMeta } from '@/lib/seo';

/** The heading and the title of the route error page. */
export const ROUTE_ERROR_TITLE = 'Something went wrong';

/**
 * The meta of a route that shows the error page (the root, each layout): React Router hands meta
 * the error a loader below it threw, and the page is titled as the error page shows; without one
 * the screens below name themselves.
 */
export function routeErrorMeta(error: unknown): MetaDescriptor[] | undefined {
  return error ? titleMeta(ROUTE_ERROR_TITLE) : undefined;
}
