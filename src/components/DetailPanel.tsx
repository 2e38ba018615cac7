import type { ReactNode } from 'react';

/** A white panel on a listing's page, named by its heading (About This Property, Amenities…). */
export function DetailPanel({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
      <h2 id={headingId} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
