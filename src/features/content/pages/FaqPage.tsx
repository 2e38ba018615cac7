import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function FaqPage() {
  useDocumentTitle('Frequently Asked Questions');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Frequently Asked Questions</h1>
    </section>
  );
}
