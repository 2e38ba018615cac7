import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">About Us</h1>
    </section>
  );
}
