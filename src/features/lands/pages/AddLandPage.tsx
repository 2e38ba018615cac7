import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function AddLandPage() {
  useDocumentTitle('Add Lands');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Add Lands</h1>
    </section>
  );
}
