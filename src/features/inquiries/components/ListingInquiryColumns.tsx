import type { ReactNode } from 'react';
import type { InquiryAbout } from '@/features/inquiries/schema';
import { useMessages } from '@/lib/i18n/useMessages';
import { InquiryForm } from './InquiryForm';

/**
 * A listing page's body: the listing in two thirds, and beside it (under it on a phone) the inquiry
 * form about it, then the other ways to get in touch.
 */
export function ListingInquiryColumns({
  about,
  label,
  asideClassName,
  contact,
  children,
}: {
  about: InquiryAbout;
  /** Names the side column for screen readers: 'Ask about this project'. */
  label: string;
  asideClassName: string;
  /** Under the form: a call button or card, the brochure link. */
  contact: ReactNode;
  children: ReactNode;
}) {
  const words = useMessages('inquiry').form;
  return (
    <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-8">{children}</div>
      <aside className={asideClassName} aria-label={label}>
        <div className="rounded-2xl bg-white p-6 shadow-card">
          <InquiryForm about={about} title={words.listingTitle} />
        </div>
        {contact}
      </aside>
    </div>
  );
}
