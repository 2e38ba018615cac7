import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function CommunityPage() {
  useDocumentTitle('Community');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Community</h1>
    </section>
  );
}
