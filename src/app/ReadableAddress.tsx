import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { isDecodable } from '../lib/url';
import { RouteLoading } from './RouteLoading';

const NotFoundPage = lazy(() =>
  import('../features/content/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** A page with a record id in its address shows the not-found page for a malformed %-escape. */
export function ReadableAddress({ page: Page }: { page: ComponentType }) {
  const { pathname } = useLocation();
  if (isDecodable(pathname)) return <Page />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <NotFoundPage />
    </Suspense>
  );
}
