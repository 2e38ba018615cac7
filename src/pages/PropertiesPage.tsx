import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function PropertiesPage() {
  useDocumentTitle('Properties');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Properties</h1>
    </section>
  );
}
