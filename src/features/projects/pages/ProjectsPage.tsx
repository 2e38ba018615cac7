import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function ProjectsPage() {
  useDocumentTitle('Our Projects');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Our Projects</h1>
    </section>
  );
}
