import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function AddBuildingPage() {
  useDocumentTitle('Add Buildings');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Add Buildings</h1>
    </section>
  );
}
