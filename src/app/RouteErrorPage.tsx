import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { ROUTE_ERROR_TITLE } from './routeErrorMeta';

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'An unexpected error stopped this page.';
  // A new deployment renames chunks; an old tab then fails to load a route and a reload fixes it.
  const staleChunk =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <main className="container-site flex min-h-[70vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-3xl sm:text-4xl">{ROUTE_ERROR_TITLE}</h1>
      <p className="max-w-md text-ink-soft">
        {staleChunk ? 'The site was updated. Please reload the page.' : detail}
      </p>
      <div className="flex gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className="btn-primary" reloadDocument>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
