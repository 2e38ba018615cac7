import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function ProjectListPage() {
  useDocumentTitle('List Of Projects');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">List Of Projects</h1>
    </section>
  );
}
