import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function ServicePage() {
  useDocumentTitle('Services');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Services</h1>
    </section>
  );
}
