import type { ReactNode } from 'react';
import { FactTile, type Fact } from '@/components/FactTile';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { CheckIcon } from '@/components/actionIcons';
import { ListingBadge } from '@/components/ListingHeader';
import { printSlot } from '@/components/imageSlots';
import { PlaceLine } from '@/components/PlaceLine';
import { SafeImage } from '@/components/SafeImage';
import { company, mailLink, telLink } from '@/config/company';
import { env } from '@/config/env';
import { fill } from '@/lib/i18n/fill';
import { useBackendLang, useMessages } from '@/lib/i18n/useMessages';
import { QrCode } from './QrCode';

/**
 * Photos are asked for at twice their printed width. The A4 sheet prints 186 mm wide (12-mm
 * margins), 703 CSS px: one photo spans it; with others, the first takes 2 of 3 columns (gap 8
 * px) and the rest 1; the plan takes 3 of 5 (gap 16 px) less its 8-px padding and border.
 */
const PRINT = {
  onlyPhoto: printSlot(703),
  mainPhoto: printSlot(((703 - 8) * 2) / 3),
  sidePhoto: printSlot((703 - 8) / 3),
  plan: printSlot(((703 - 16) * 3) / 5 - 18),
};

export interface BrochureListing {
  /** What it is, above its name, in the page's language: 'Residential building', 'Land', 'Project'. */
  kind: string;
  name: string;
  location: string;
  /** Its type and status; `lang` 'en' where a value is the backend's own on a page in another language. */
  badges: readonly { label: string; tone: string; lang?: 'en' | undefined }[];
  /** `note`: what goes under the price (a land's price per sq ft, as its page shows it). */
  price?: { label: string; value: string; note?: ReactNode };
  /** Up to three: the first large, the others beside it. */
  photos: readonly string[];
  facts: readonly Fact[];
  summary?: string;
  /**
   * Short lists beside the plan: unit types and amenities (ticked), or the address (its lines);
   * `lang` 'en' where the items are the backend's own on a page in another language.
   */
  lists: readonly { title: string; items: readonly ReactNode[]; lines?: boolean; lang?: 'en' | undefined }[];
  plan?: { src: string; alt: string };
  /** The listing's page (its English path): what the toolbar goes back to, in the brochure's language. */
  pagePath: string;
  /**
   * The same page at an address short enough for a small printed code (the route reads the id;
   * the name in the address is only for people): what the QR code opens.
   */
  qrPath: string;
}

/** Which image told the page it is in: a photo by its place, or the plan. */
export type BrochureImage = number | 'plan';

const siteHost = new URL(env.siteUrl).host;

/**
 * The printable page: on screen a sheet of paper, in print one A4 page (the route's stylesheet sets
 * the page; the `print:` sizes below fill it, and the middle gives way so nothing spills onto a second).
 */
export function BrochureSheet({
  listing,
  pageUrl,
  onImageSettled,
  onQrReady,
}: {
  listing: BrochureListing;
  /** The listing page's absolute address, which the QR code carries. */
  pageUrl: string;
  onImageSettled: (image: BrochureImage) => void;
  onQrReady: () => void;
}) {
  const { name, photos, plan, lists } = listing;
  const words = useMessages('brochure');
  // The listing's name, place and description are the backend's: English on a page in another language.
  const lang = useBackendLang();
  return (
    <article
      aria-labelledby="brochure-title"
      className="mx-auto flex w-full max-w-[210mm] flex-col bg-white p-5 shadow-lift sm:p-[12mm] print:h-[271mm] print:max-w-none print:overflow-hidden print:p-0 print:shadow-none"
    >
      <header className="flex items-center justify-between gap-4 border-b-2 border-brand-600 pb-3">
        <img src={company.logo} alt={company.name} width={176} height={38} className="h-8 w-auto sm:h-9" />
        <p className="text-right text-[11px] font-semibold tracking-[0.2em] text-accent-600 uppercase">
          {words.eyebrow}
        </p>
      </header>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">{listing.kind}</p>
          <h1
            id="brochure-title"
            className="mt-1 text-2xl leading-tight break-words sm:text-[1.75rem]"
            lang={lang}
          >
            {name}
          </h1>
          <PlaceLine
            place={listing.location}
            className="mt-1 flex items-start gap-1.5 text-sm text-ink-soft"
          />
          {listing.badges.length ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {listing.badges.map((badge) => (
                <ListingBadge key={badge.label} tone={badge.tone}>
                  {badge.lang ? <span lang={badge.lang}>{badge.label}</span> : badge.label}
                </ListingBadge>
              ))}
            </div>
          ) : null}
        </div>
        {listing.price ? (
          <div className="shrink-0 rounded-xl bg-accent-50 px-4 py-2.5 sm:text-right">
            <p className="text-[11px] font-semibold tracking-wide text-accent-700 uppercase">
              {listing.price.label}
            </p>
            <p className="font-display text-xl font-bold text-accent-700">{listing.price.value}</p>
            {listing.price.note}
          </div>
        ) : null}
      </div>

      {photos.length ? (
        <div
          className={`mt-4 grid gap-2 ${photos.length > 1 ? 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}
        >
          <SafeImage
            src={photos[0]}
            alt={fill(words.photo, { name, number: 1 })}
            width={1200}
            height={750}
            slot={photos.length > 1 ? PRINT.mainPhoto : PRINT.onlyPhoto}
            priority
            onArrived={() => onImageSettled(0)}
            className="h-56 w-full rounded-xl sm:h-[76mm] print:h-[54mm]"
          />
          {photos.length > 1 ? (
            <div className={`grid gap-2 sm:grid-cols-1 ${photos.length > 2 ? 'grid-cols-2' : ''}`}>
              {photos.slice(1).map((photo, index) => (
                <SafeImage
                  key={`${photo}-${index}`}
                  src={photo}
                  alt={fill(words.photo, { name, number: index + 2 })}
                  width={600}
                  height={400}
                  slot={PRINT.sidePhoto}
                  priority
                  onArrived={() => onImageSettled(index + 1)}
                  className={`w-full rounded-xl ${photos.length > 2 ? 'h-28 sm:h-[calc(38mm-0.25rem)] print:h-[calc(27mm-0.25rem)]' : 'h-40 sm:h-[76mm] print:h-[54mm]'}`}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      {listing.summary ? (
        <p
          className="mt-4 line-clamp-3 text-sm leading-relaxed text-ink-soft print:mt-3 print:line-clamp-2"
          lang={lang}
        >
          {listing.summary}
        </p>
      ) : null}

      <section aria-labelledby="brochure-facts" className="mt-4">
        <h2 id="brochure-facts" className="text-lg">
          {words.keyFacts}
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {listing.facts.map((fact) => (
            <FactTile
              key={fact.label}
              fact={fact}
              className="flex items-start gap-2 border border-ink/10 p-2.5 shadow-none! print:py-1.5"
              iconClassName="hidden sm:inline-flex sm:p-1.5 print:hidden"
              valueClassName="text-sm"
            />
          ))}
        </ul>
      </section>

      {plan || lists.length ? (
        <div
          className={`mt-4 grid gap-4 print:h-[56mm] print:grid-rows-[minmax(0,1fr)] print:overflow-hidden ${plan ? 'sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : 'sm:grid-cols-2'}`}
        >
          {plan ? (
            <section aria-labelledby="brochure-plan" className="flex min-h-0 flex-col">
              <h2 id="brochure-plan" className="text-lg">
                {words.plan}
              </h2>
              <div className="mt-2 min-h-0 flex-1 rounded-xl border border-ink/10 p-2 print:relative">
                <SafeImage
                  src={plan.src}
                  alt={plan.alt}
                  width={1000}
                  height={700}
                  slot={PRINT.plan}
                  priority
                  onArrived={() => onImageSettled('plan')}
                  className="h-auto max-h-72 w-full bg-transparent! object-contain! print:absolute print:inset-2 print:h-[calc(100%-1rem)] print:max-h-none print:w-[calc(100%-1rem)]"
                />
              </div>
            </section>
          ) : null}
          <div className={plan ? 'space-y-4 print:space-y-2' : 'contents'}>
            {lists.map((list) => (
              <section key={list.title} aria-label={list.title}>
                <h2 className="text-lg">{list.title}</h2>
                <ul
                  lang={list.lang}
                  className={`mt-2 text-sm text-ink-soft ${list.lines ? 'space-y-0.5' : 'space-y-1 print:flex print:flex-wrap print:gap-x-4 print:gap-y-1 print:space-y-0'}`}
                >
                  {list.items.map((item, index) => (
                    <li key={index} className="flex items-start gap-2">
                      {list.lines ? null : <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />}
                      <span className="min-w-0 break-words">{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      ) : null}

      <footer className="mt-5 grid gap-4 border-t-2 border-brand-600 pt-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center print:mt-auto">
        <section aria-labelledby="brochure-contact">
          <h2 id="brochure-contact" className="text-lg">
            {fill(words.talkTo, { company: company.name })}
          </h2>
          <ul className="mt-2 grid gap-1.5 text-sm text-ink-soft sm:grid-cols-2">
            {/* The sales line first and in bold: it is the one that answers about listings. */}
            {[company.salesPhone, company.phone].map((phone, index) => (
              <li key={phone} className="flex items-center gap-2">
                <PhoneIcon className="h-4 w-4 shrink-0 text-accent-500" />
                <a href={telLink(phone)} className={index === 0 ? 'font-semibold text-ink' : 'text-ink'}>
                  {phone}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-2 sm:col-span-2">
              <MailIcon className="h-4 w-4 shrink-0 text-accent-500" />
              <a href={mailLink(company.email)} className="break-words text-ink">
                {company.email}
              </a>
            </li>
            <li className="flex items-start gap-2 sm:col-span-2">
              <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" />
              <address className="not-italic">
                {company.address.line1}, {company.address.line2}, {company.address.region}
              </address>
            </li>
          </ul>
        </section>
        <figure className="flex items-center gap-3">
          <div className="w-24 shrink-0 sm:w-[30mm]">
            <QrCode url={pageUrl} label={fill(words.qr, { url: pageUrl })} onReady={onQrReady} />
          </div>
          <figcaption className="max-w-44 text-xs leading-snug text-ink-muted">
            <span className="block font-semibold text-ink">{words.scan}</span>
            {fill(words.scanText, { host: siteHost })}
          </figcaption>
        </figure>
      </footer>
    </article>
  );
}
