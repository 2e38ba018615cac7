import type { ReactNode } from 'react';
import { company } from '@/config/company';
import { PlaceLine } from '@/components/PlaceLine';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { ShareButton } from './share/ShareButton';

export function ListingBadge({ tone, lang, children }: { tone: string; lang?: 'en'; children: ReactNode }) {
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${tone}`} lang={lang}>
      {children}
    </span>
  );
}

export interface ListingHeaderProps {
  name: string;
  /** 'en' when the name is the backend's own, on a page in another language (useBackendLang). */
  nameLang?: 'en';
  location: string;
  badges: ReactNode;
  shareText?: string;
  price?: ReactNode;
  /** Buttons that act on the listing (keep it, compare it), shown beside Share. */
  actions?: ReactNode;
}

export function ListingHeader({
  name,
  nameLang,
  location,
  badges,
  shareText,
  price,
  actions,
}: ListingHeaderProps) {
  const { share: words } = useMessages('record');
  const values = { name, place: location, company: company.name };
  const share = (
    <>
      {actions}
      <ShareButton
        title={name}
        text={shareText ?? fill(location ? words.listing : words.listingNoPlace, values)}
      />
    </>
  );
  return (
    <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap gap-2">{badges}</div>
        <h1 className="mt-3 text-3xl leading-tight break-words sm:text-4xl" lang={nameLang}>
          {name}
        </h1>
        <PlaceLine
          place={location}
          className="mt-2 flex items-start gap-1.5 text-ink-soft"
          iconClassName="mt-0.5 h-5 w-5 shrink-0 text-accent-500"
        />
      </div>
      {price ? (
        <div className="flex flex-wrap items-center gap-3">
          {share}
          {price}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">{share}</div>
      )}
    </header>
  );
}
