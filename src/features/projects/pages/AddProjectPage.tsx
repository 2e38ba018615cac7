import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function AddProjectPage() {
  useDocumentTitle('Add Project');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Add Project</h1>
    </section>
  );
}
