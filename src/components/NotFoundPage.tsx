import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The catch-all: a friendly 'page not found' with ways back into the site. */
export function NotFoundPage() {
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl font-semibold text-accent-500">404</p>
      <h1 className="mt-4 text-3xl sm:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-md text-ink-soft">
        The page you were looking for has moved or never existed. Let us help you find your way home.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn-primary">
          Go to the home page
        </Link>
        <Link to={paths.properties} className="btn-outline">
          Browse properties
        </Link>
      </div>
    </section>
  );
}
