import { useMemo, useState } from 'react';
import { Link, useHref } from 'react-router';
import { ChevronRightIcon } from '@/components/icons';
import { TrashIcon } from '@/components/actionIcons';
import { KeptInBrowserNotice } from '@/components/DataUseNotice';
import { PageHero } from '@/components/PageHero';
import { KEPT_IN_BROWSER } from '@/config/limits';
import { paths } from '@/config/paths';
import { ShareShortlist } from '@/features/shortlist/components/ShareShortlist';
import { ShortlistButton } from '@/features/shortlist/components/ShortlistButton';
import { keepAll, removeKept, useShortlist } from '@/features/shortlist/store';
import { refKey, refsFromParam, refsParam, type ListingRef } from '@/lib/listingRef';
import { fill } from '@/lib/i18n/fill';
import { plural } from '@/lib/i18n/plural';
import { useBackendLang, useLanguage, useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { personalPageMeta } from '@/lib/pageMeta';
import { useHydrated } from '@/lib/useHydrated';
import { useUrlState } from '@/lib/useUrlState';
import { AskAboutThese } from './AskAboutThese';
import { KeptCard } from './KeptCard';
import { useKeptListings, type KeptListing, type ListingRecord } from './useKeptListings';
import type { Route } from './+types/route';

/** A personal list, different in every browser: nothing for a search engine to show. */
export const meta: Route.MetaFunction = ({ location }) =>
  personalPageMeta(location.pathname, 'shortlist', paths.shortlist);

/** The list's own address, whole, as another phone opens it: in this page's language. */
function useShareAddress(refs: readonly ListingRef[]): string {
  const local = useLocalPath();
  const href = useHref({ pathname: local(paths.shortlist), search: `?ids=${refsParam(refs)}` });
  return typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
}

const absolute = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;

/**
 * /shortlist: the listings kept in this browser, read one by one; a listing that cannot be read
 * stays, marked unavailable or, when the backend clearly no longer has it, no longer listed, until
 * the visitor removes it. /shortlist?ids=... shows a list someone shared, which the
 * visitor may keep beside their own. The build renders the page's frame: the list is only here.
 */
export default function ShortlistPage() {
  const words = useMessages('shortlist');
  const language = useLanguage();
  const hydrated = useHydrated();
  const [{ ids }] = useUrlState({ ids: '' });
  const own = useShortlist();
  const shared = hydrated && ids !== '';
  const sharedRefs = useMemo(() => refsFromParam(ids, KEPT_IN_BROWSER.shortlist), [ids]);
  const refs = !hydrated ? [] : shared ? sharedRefs : own;
  const listingWords = useMessages('listings');
  const kept = useKeptListings(refs, {
    building: listingWords.building.untitled,
    land: listingWords.land.untitled,
    project: listingWords.project.untitled,
  });
  const ready = kept.flatMap((one) => (one.state === 'ready' ? [one.listing] : []));
  // The visitor's own list shows every listing it keeps, a gone one too, until they remove it; a
  // shared list leaves out what the backend no longer has.
  const shown = shared ? kept.filter((one) => one.state !== 'gone') : kept;
  const goneFromShared = shared ? kept.length - shown.length : 0;

  return (
    <>
      <PageHero
        title={shared ? words.sharedTitle : words.title}
        eyebrow={words.eyebrow}
        intro={shared ? words.sharedIntro : words.intro}
      />

      <section
        aria-label={shared ? words.sharedLabel : words.keptLabel}
        className="container-site py-10 sm:py-14"
      >
        <div role="status" className="empty:hidden mb-6 space-y-2">
          {goneFromShared > 0 ? <Note>{plural(language, words.goneFromShared, goneFromShared)}</Note> : null}
        </div>

        {!hydrated ? (
          <p className="py-10 text-center text-ink-muted">{words.loading}</p>
        ) : shown.length === 0 ? (
          <EmptyShortlist shared={shared} />
        ) : (
          <>
            {shared ? <KeepShared refs={shown.map((one) => one.ref)} /> : null}
            <Toolbar refs={refs} ready={ready} count={shown.length} />
            <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((one) => (
                <li key={refKey(one.ref)}>
                  <KeptCard
                    kept={one}
                    actions={shared ? <ShortlistButton listing={one.ref} /> : <RemoveButton kept={one} />}
                  />
                </li>
              ))}
            </ul>
          </>
        )}

        <KeptInBrowserNotice className="mt-12 max-w-2xl" />
      </section>
    </>
  );
}

function Note({ children }: { children: string }) {
  return <p className="rounded-lg bg-accent-50 px-4 py-3 text-sm font-medium text-accent-800">{children}</p>;
}

function Toolbar({
  refs,
  ready,
  count,
}: {
  refs: readonly ListingRef[];
  ready: readonly ListingRecord[];
  count: number;
}) {
  const words = useMessages('shortlist');
  const language = useLanguage();
  const address = useShareAddress(refs);
  const named = ready.map((listing) => ({
    name: listing.name,
    place: listing.place,
    url: absolute(listing.path),
  }));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="mr-auto text-lg font-semibold text-ink">{plural(language, words.listings, count)}</p>
      {named.length > 0 ? <AskAboutThese address={address} listings={named} /> : null}
      <ShareShortlist address={address} listings={named} />
    </div>
  );
}

function RemoveButton({ kept }: { kept: KeptListing }) {
  const words = useMessages('shortlist');
  const backendLang = useBackendLang();
  const ready = kept.state === 'ready';
  const name = ready ? kept.listing.name : words.thisListing;
  // The listing's name is the backend's: marked English on a page in another language.
  const lang = ready && kept.listing.named ? backendLang : undefined;
  const [before = '', after = ''] = words.removeWhat.split('{name}');
  return (
    <button type="button" className="btn-danger-text min-h-9" onClick={() => removeKept([kept.ref])}>
      <TrashIcon className="h-4 w-4" />
      {words.remove}{' '}
      <span className="sr-only">
        {before}
        {lang ? <span lang={lang}>{name}</span> : name}
        {after}
      </span>
    </button>
  );
}

/** Keeps the shared listings beside the visitor's own list, never in its place. */
function KeepShared({ refs }: { refs: readonly ListingRef[] }) {
  const words = useMessages('shortlist');
  const keep = words.keep;
  const language = useLanguage();
  const local = useLocalPath();
  const [result, setResult] = useState<{ added: number; left: number } | null>(null);
  const listings = (count: number) => plural(language, words.listings, count);
  const said = result
    ? [
        result.added ? fill(keep.saved, { listings: listings(result.added) }) : keep.allThere,
        ...(result.left
          ? [fill(keep.didNotFit, { listings: listings(result.left), max: KEPT_IN_BROWSER.shortlist })]
          : []),
      ].join(' ')
    : '';
  return (
    <div className="mb-8 flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-ink-soft">
        <p className="font-semibold text-ink">{keep.title}</p>
        <p>{keep.text}</p>
        <p role="status" className="mt-1 font-medium text-brand-800 empty:hidden">
          {said}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary min-h-11" onClick={() => setResult(keepAll(refs))}>
          {keep.save}
        </button>
        <Link to={local(paths.shortlist)} className="btn-outline min-h-11 bg-white">
          {keep.openOwn}
        </Link>
      </div>
    </div>
  );
}

function EmptyShortlist({ shared }: { shared: boolean }) {
  const words = useMessages('shortlist').empty;
  const local = useLocalPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center shadow-card">
      <h2 className="text-2xl">{shared ? words.sharedTitle : words.title}</h2>
      <p className="text-ink-soft">{shared ? words.sharedText : words.text}</p>
      <Link to={local(paths.properties)} className="btn-primary mt-2 px-6 py-3">
        {words.browse}
        <ChevronRightIcon className="h-4 w-4" />
      </Link>
    </div>
  );
}
