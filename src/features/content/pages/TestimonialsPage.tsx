import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function TestimonialsPage() {
  useDocumentTitle('Our Testimonials');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Our Testimonials</h1>
    </section>
  );
}
