import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, icon } from '@/components/icons';
import { RecordPage, type RecordPageProps } from '@/components/RecordPage';
import { SkeletonBars } from '@/components/SkeletonBars';
import { BROCHURE_IMAGE_WAIT_MS } from '@/config/brochure';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { qrUrl } from '@/lib/qrCode';
import { useAutoPrint } from '@/lib/useAutoPrint';
import { BrochureSheet, type BrochureImage, type BrochureListing } from './BrochureSheet';

const PrinterIcon = icon(
  <path d="M7 9V3h10v6M7 17H4v-7a1 1 0 011-1h14a1 1 0 011 1v7h-3M7 14h10v7H7z" />,
  'PrinterIcon',
);

/** Every image the sheet shows, by the name it reports itself with. */
function imagesOf(listing: BrochureListing): BrochureImage[] {
  return [...listing.photos.map((_, index) => index), ...(listing.plan ? ['plan' as const] : [])];
}

/**
 * A listing's brochure: a toolbar (not printed) and the sheet. Once its photos and QR code are in
 * (or after a while, if a photo is slow) it opens the print dialog once, where the visitor can also
 * save it as a PDF.
 */
function BrochurePage({ listing }: { listing: BrochureListing }) {
  const words = useMessages('brochure');
  const local = useLocalPath();
  const pagePath = local(listing.pagePath);
  const pageUrl = qrUrl(local(listing.qrPath));
  const [settled, setSettled] = useState<ReadonlySet<BrochureImage>>(() => new Set());
  const [qrReady, setQrReady] = useState(false);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const onImageSettled = useCallback(
    (image: BrochureImage) => setSettled((seen) => (seen.has(image) ? seen : new Set(seen).add(image))),
    [],
  );
  const onQrReady = useCallback(() => setQrReady(true), []);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedLongEnough(true), BROCHURE_IMAGE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const imagesIn = imagesOf(listing).every((image) => settled.has(image));
  useAutoPrint(qrReady && (imagesIn || waitedLongEnough), pageUrl);

  return (
    <div className="pb-10 print:pb-0">
      <nav
        aria-label={words.toolbar}
        className="sticky top-0 z-10 border-b border-ink/10 bg-white/95 backdrop-blur print:hidden"
      >
        <div className="mx-auto flex max-w-[210mm] flex-wrap items-center justify-between gap-2 px-3 py-3">
          <Link to={pagePath} className="btn-ghost px-2 sm:px-3">
            <ChevronLeftIcon className="h-4 w-4" />
            {words.back}
          </Link>
          <button type="button" className="btn-primary px-4 sm:px-5" onClick={() => window.print()}>
            <PrinterIcon className="h-5 w-5" />
            {words.print}
          </button>
        </div>
      </nav>
      <div className="px-3 pt-4 sm:px-6 sm:pt-8 print:p-0">
        <BrochureSheet
          listing={listing}
          pageUrl={pageUrl}
          onImageSettled={onImageSettled}
          onQrReady={onQrReady}
        />
        <p className="mx-auto mt-4 max-w-[210mm] px-1 text-center text-sm text-ink-muted print:hidden">
          {words.saveHint}
        </p>
      </div>
    </div>
  );
}

/**
 * The brochure routes' one landmark: the page, or its loading, missing and failed states. It prints
 * on the stylesheet's A4 page (`@page brochure`, named on the body while it is shown), with its
 * colours and backgrounds as shown.
 */
export function BrochureFrame({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      data-brochure
      className="min-h-screen bg-sand-dark print:min-h-0 print:bg-white print:[print-color-adjust:exact]"
    >
      {children}
    </main>
  );
}

/** What shows while the listing is read: the sheet's outline. */
function BrochureSkeleton() {
  const words = useMessages('brochure');
  return (
    <div className="px-3 pt-16 sm:px-6">
      <p role="status" className="sr-only">
        {words.loading}
      </p>
      <div className="mx-auto max-w-[210mm] space-y-4 bg-white p-5 shadow-lift sm:p-[12mm]">
        <SkeletonBars
          shapes={['h-9 w-44', 'h-8 w-2/3', 'h-56 w-full rounded-xl sm:h-[76mm]', 'h-24 w-full']}
        />
      </div>
    </div>
  );
}

/** A brochure route's page: the listing's brochure once it is read, else its loading, missing or failed state. */
export function BrochureOf<Item>({
  toListing,
  ...states
}: Omit<RecordPageProps<Item>, 'children' | 'skeleton'> & {
  toListing: (record: Item) => BrochureListing;
}) {
  return (
    <RecordPage {...states} skeleton={<BrochureSkeleton />}>
      {(record) => {
        const listing = toListing(record);
        return <BrochurePage key={listing.pagePath} listing={listing} />;
      }}
    </RecordPage>
  );
}
