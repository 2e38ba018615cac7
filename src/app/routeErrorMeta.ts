import type { MetaDescriptor } from 'react-router';
import { titleMeta } from '@/lib/pageMeta';

export const ROUTE_ERROR_TITLE = 'Something went wrong';

// React Router hands meta the error a loader below threw; without one the screens below name themselves.
export function routeErrorMeta(error: unknown): MetaDescriptor[] | undefined {
  return error ? titleMeta(ROUTE_ERROR_TITLE) : undefined;
}
