import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function JobApplicationsPage() {
  useDocumentTitle('Job Applications');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Job Applications</h1>
    </section>
  );
}
