import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function TermsPage() {
  useDocumentTitle('Terms and Conditions');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Terms and Conditions</h1>
    </section>
  );
}
