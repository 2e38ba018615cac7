import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function EditLandPage() {
  useDocumentTitle('Edit Land');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Edit Land</h1>
    </section>
  );
}
