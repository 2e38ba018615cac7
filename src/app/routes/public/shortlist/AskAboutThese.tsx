import { useEffect, useRef } from 'react';
import { MailIcon } from '@/components/icons';
import { useDisclosure } from '@/components/useDisclosure';
import { InquiryForm } from '@/features/inquiries/components/InquiryForm';
import type { ListedInInquiry } from '@/features/inquiries/schema';
import { plural } from '@/lib/i18n/plural';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';

/**
 * 'Ask about these': one inquiry naming every listing shown, sent as the listing pages' inquiries
 * are, with the address of the whole list as the page it came from.
 */
export function AskAboutThese({
  address,
  listings,
}: {
  address: string;
  listings: readonly ListedInInquiry[];
}) {
  const words = useMessages('shortlist').ask;
  const language = useLanguage();
  const { open, panelId, toggle } = useDisclosure();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    section.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    section.current
      ?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')
      ?.focus({ preventScroll: true });
  }, [open]);

  const count = listings.length;
  return (
    <>
      <button type="button" className="btn-accent min-h-11" {...toggle}>
        <MailIcon className="h-4 w-4" />
        {words.button}
      </button>
      <section
        ref={section}
        id={panelId}
        hidden={!open}
        aria-label={words.label}
        className="order-last w-full scroll-mt-24 rounded-2xl bg-white p-6 shadow-card sm:p-8"
      >
        {open ? (
          <div className="max-w-2xl">
            <p className="mb-4 text-sm text-ink-soft">{plural(language, words.intro, count)}</p>
            <InquiryForm
              about={{
                kind: 'shortlist',
                subject: `Shortlist: ${count} listing${count === 1 ? '' : 's'}`,
                pageUrl: address,
                listings,
              }}
              title={words.formTitle}
            />
          </div>
        ) : null}
      </section>
    </>
  );
}
