import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function BuildingDetailPage() {
  useDocumentTitle('Building');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Building</h1>
    </section>
  );
}
