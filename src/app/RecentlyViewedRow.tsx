import { useId } from 'react';
import { Link } from 'react-router';
import { TrashIcon } from '@/components/actionIcons';
import { MapPinIcon } from '@/components/icons';
import { SMALL_CARD } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { useBackendLang, useLanguage, useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { refKey } from '@/lib/listingRef';
import { pageOfRecent, type RecentListing } from '@/features/recentlyViewed/schema';
import { recentPriceIn } from './recentPrice';

export default function RecentlyViewedRow({
  entries,
  className,
  onClear,
}: {
  entries: readonly RecentListing[];
  className: string;
  onClear: () => void;
}) {
  const { recentlyViewed: words } = useMessages('listings');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="container-site">
        <div className="flex items-end justify-between gap-3">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">{words.eyebrow}</p>
            <h2 id={headingId} className="mt-1 text-2xl leading-tight sm:text-3xl">
              {words.title}
            </h2>
          </div>
          <button type="button" className="btn-ghost shrink-0 px-3 py-2" onClick={onClear}>
            <TrashIcon className="h-4 w-4" />
            {words.clear} <span className="sr-only">{words.clearWhat}</span>
          </button>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {entries.map((entry) => (
            <li key={refKey(entry.ref)}>
              <RecentCard entry={entry} />
            </li>
          ))}
        </ul>
        {/* KeptInBrowserNotice's words, in the page's language. */}
        <p className="mt-4 max-w-3xl text-xs leading-relaxed text-ink-muted">{words.keptInBrowser}</p>
      </div>
    </section>
  );
}

/**
 * A small card drawn from what was kept when the listing was opened; its link covers it. The name,
 * place were kept as the listing's page gave them; its price is written in the page's language.
 */
function RecentCard({ entry }: { entry: RecentListing }) {
  const listings = useMessages('listings');
  const words = listings.recentlyViewed;
  const local = useLocalPath();
  const lang = useBackendLang();
  const price = recentPriceIn(entry, useLanguage(), listings);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-card transition-shadow focus-within:shadow-lift hover:shadow-lift">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-dark">
        <SafeImage
          src={entry.photo}
          alt=""
          loadWhenNear
          width={320}
          height={240}
          slot={SMALL_CARD}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-brand-800 shadow-card">
          {words.kinds[entry.ref.kind]}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 font-sans text-sm leading-snug font-semibold" lang={lang}>
          <Link
            to={local(pageOfRecent(entry))}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
          >
            {entry.name}
          </Link>
        </h3>
        {entry.place ? (
          <p className="flex items-start gap-1 text-xs text-ink-muted" lang={lang}>
            <MapPinIcon className="mt-px h-3.5 w-3.5 shrink-0 text-accent-500" />
            <span className="line-clamp-1">{entry.place}</span>
          </p>
        ) : null}
        {price.text ? (
          <p className="mt-auto pt-1 text-sm font-semibold text-brand-700" lang={price.lang}>
            {price.text}
          </p>
        ) : null}
      </div>
    </article>
  );
}
