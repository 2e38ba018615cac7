import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

interface PageSectionProps {
  /** The heading's id, which also names the section for screen readers. */
  headingId: string;
  /** Its words, as a page's namespace has them: `intro` is one short paragraph under the title. */
  heading: { eyebrow: string; title: string; intro: ReactNode };
  /** A full-width white band, which sets the section apart from the sand page behind it. */
  band?: boolean;
  children: ReactNode;
}

/** A content page's section: its centred heading and short introduction, then what it lists. */
export function PageSection({ headingId, heading, band = false, children }: PageSectionProps) {
  const content = (
    <>
      <SectionHeading id={headingId} eyebrow={heading.eyebrow} title={heading.title}>
        <p>{heading.intro}</p>
      </SectionHeading>
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={headingId} className="bg-white py-14 sm:py-20">
      <div className="container-site">{content}</div>
    </section>
  ) : (
    <section aria-labelledby={headingId} className="container-site py-14 sm:py-20">
      {content}
    </section>
  );
}
