import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function EditProjectPage() {
  useDocumentTitle('Edit Project');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Edit Project</h1>
    </section>
  );
}
