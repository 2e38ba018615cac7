import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function ComingSoonPage() {
  useDocumentTitle('New Listings Coming Soon');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">New Listings Coming Soon</h1>
    </section>
  );
}
