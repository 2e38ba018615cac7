import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Contact Us</h1>
    </section>
  );
}
