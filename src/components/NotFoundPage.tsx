import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';

/** The catch-all: a friendly 'page not found' with ways back into the site, in the page's language. */
export function NotFoundPage() {
  const words = useMessages('fallback');
  const local = useLocalPath();
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl font-semibold text-accent-500">404</p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{words.notFoundTitle}</h1>
      <p className="mt-3 max-w-md text-ink-soft">{words.notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={local(paths.home)} className="btn-primary">
          {words.goHome}
        </Link>
        <Link to={local(paths.properties)} className="btn-outline">
          {words.browseProperties}
        </Link>
      </div>
    </section>
  );
}
