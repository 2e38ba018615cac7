import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Placeholder until its issue builds this screen. */
export function UpdateBuildingPage() {
  useDocumentTitle('Update Form');
  return (
    <section className="container-site py-16">
      <h1 className="text-4xl">Update Form</h1>
    </section>
  );
}
