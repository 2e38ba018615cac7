import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function BuildingListPage() {
  useDocumentTitle('List Of Buildings');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">List Of Buildings</h1>
    </section>
  );
}
