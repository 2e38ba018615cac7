import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function BlogsPage() {
  useDocumentTitle('Blogs');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Blogs</h1>
    </section>
  );
}
