import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function LandListPage() {
  useDocumentTitle('List of Lands');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">List of Lands</h1>
    </section>
  );
}
