import { useCallback, useState } from 'react';
import { PageHero } from '@/components/PageHero';
import { Spinner } from '@/components/Spinner';
import { EmptyState, ErrorState } from '@/components/StatusMessage';
import { GalleryTile } from '@/features/gallery/components/GalleryTile';
import { GalleryViewer } from '@/features/gallery/components/GalleryViewer';
import { galleryQueries, useGalleryImages } from '@/features/gallery/hooks';
import { listLoader } from '@/app/routeReads';
import type { GalleryImage } from '@/features/gallery/schema';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/useMessages';
import { namedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/gallery';

// Without this loader React Router would prerender the loading fallback instead of the page, and run
// the clientLoader before the page hydrates.
export function loader() {
  return null;
}

export const clientLoader = listLoader(galleryQueries.all);

export const meta: Route.MetaFunction = ({ location }) =>
  namedPageMeta(location.pathname, 'gallery', paths.gallery);

export default function GalleryPage() {
  const words = useMessages('gallery');
  const gallery = useGalleryImages();
  const [viewing, setViewing] = useState<GalleryImage | null>(null);
  // Stable: the viewer's focus trap restarts whenever its close handler changes.
  const closeViewer = useCallback(() => setViewing(null), []);

  let body;
  if (gallery.isPending) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-ink-muted">
        <Spinner label={words.loadingLabel} className="h-8 w-8" />
        <p>{words.loading}</p>
      </div>
    );
  } else if (gallery.isError) {
    body = (
      <ErrorState message={words.failed} retryLabel={words.retry} onRetry={() => void gallery.refetch()} />
    );
  } else if (gallery.data.length === 0) {
    body = <EmptyState>{words.empty}</EmptyState>;
  } else {
    body = (
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {gallery.data.map((image, index) => (
          <li key={image._id || `${image.img_url}-${index}`}>
            <GalleryTile image={image} onView={setViewing} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHero title={words.title} eyebrow={words.eyebrow} intro={words.intro} />
      <section
        aria-label={words.imagesLabel}
        aria-busy={gallery.isPending}
        className="container-site py-12 sm:py-16"
      >
        {body}
      </section>
      {viewing ? <GalleryViewer image={viewing} onClose={closeViewer} /> : null}
    </>
  );
}
