import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function GalleryPage() {
  useDocumentTitle('Showcase Gallery');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Showcase Gallery</h1>
    </section>
  );
}
