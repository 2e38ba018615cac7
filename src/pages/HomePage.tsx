import { company } from '../config/company';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Placeholder until the buyer's-path issue builds this screen. */
export function HomePage() {
  useDocumentTitle();
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">{company.name}</h1>
      <p className="mt-4 text-ink-soft">{company.tagline}</p>
    </section>
  );
}
