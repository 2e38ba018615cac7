import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function CareerPage() {
  useDocumentTitle('Join Our Team');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Join Our Team</h1>
    </section>
  );
}
