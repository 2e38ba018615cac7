import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function LandDetailPage() {
  useDocumentTitle('Land Details');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Land Details</h1>
    </section>
  );
}
