import { useEffect, useMemo, useState } from 'react';
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
import { publicPageMeta } from '@/lib/pageMeta';
import { useHydrated } from '@/lib/useHydrated';
import { useUrlState } from '@/lib/useUrlState';
import { AskAboutThese } from './AskAboutThese';
import { KeptCard } from './KeptCard';
import { useKeptListings, type KeptListing, type ListingRecord } from './useKeptListings';
import type { Route } from './+types/route';

const TITLE = 'Your Shortlist';
const SHARED_TITLE = 'Shared Shortlist';

/** A personal list, different in every browser: nothing for a search engine to show. */
export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: TITLE,
    description:
      'The buildings, lands and projects you keep on the Kalinga Habitats website, to compare, share and ask about in one message.',
    path: paths.shortlist,
    noIndex: true,
  });

const listings = (count: number) => `${count} listing${count === 1 ? '' : 's'}`;

function removedNote(count: number): string {
  return count === 1
    ? '1 listing you kept is no longer available and was removed from your shortlist.'
    : `${count} listings you kept are no longer available and were removed from your shortlist.`;
}

function goneFromSharedNote(count: number): string {
  return count === 1
    ? '1 listing in this shared shortlist is no longer available.'
    : `${count} listings in this shared shortlist are no longer available.`;
}

/** The list's own address, whole, as another phone opens it. */
function useShareAddress(refs: readonly ListingRef[]): string {
  const href = useHref({ pathname: paths.shortlist, search: `?ids=${refsParam(refs)}` });
  return typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
}

const absolute = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;

/**
 * /shortlist: the listings kept in this browser, read one by one; a listing the backend no longer
 * has leaves the list with a note. /shortlist?ids=... shows a list someone shared, which the
 * visitor may keep beside their own. The build renders the page's frame: the list is only here.
 */
export default function ShortlistPage() {
  const hydrated = useHydrated();
  const [{ ids }] = useUrlState({ ids: '' });
  const own = useShortlist();
  const shared = hydrated && ids !== '';
  const sharedRefs = useMemo(() => refsFromParam(ids, KEPT_IN_BROWSER.shortlist), [ids]);
  const refs = !hydrated ? [] : shared ? sharedRefs : own;
  const kept = useKeptListings(refs);
  const removed = useDropMissing(!shared, kept);
  const ready = kept.flatMap((one) => (one.state === 'ready' ? [one.listing] : []));
  const shown = kept.filter((one) => one.state !== 'missing');
  const goneFromShared = shared ? kept.length - shown.length : 0;

  return (
    <>
      <PageHero title={shared ? SHARED_TITLE : TITLE} eyebrow="Kept in this browser">
        <p>
          {shared
            ? 'Someone shared these listings with you. Keep the ones you like in your own shortlist, on this phone or computer.'
            : 'The buildings, lands and projects you keep with the Shortlist button, in one place: compare them, share them with family and ask us about all of them at once.'}
        </p>
      </PageHero>

      <section
        aria-label={shared ? 'Shared listings' : 'Kept listings'}
        className="container-site py-10 sm:py-14"
      >
        <div role="status" className="empty:hidden mb-6 space-y-2">
          {removed > 0 ? <Note>{removedNote(removed)}</Note> : null}
          {goneFromShared > 0 ? <Note>{goneFromSharedNote(goneFromShared)}</Note> : null}
        </div>

        {!hydrated ? (
          <p className="py-10 text-center text-ink-muted">Loading your shortlist…</p>
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

/** Missing listings leave the visitor's own list at once; answers how many left while here. */
function useDropMissing(ownList: boolean, kept: readonly KeptListing[]): number {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const missing = ownList ? kept.filter((one) => one.state === 'missing').map((one) => one.ref) : [];
  const missingKeys = missing.map(refKey);
  // Counted as they are found (React's state from the last render), so the note never misses one.
  if (missingKeys.some((key) => !removed.has(key))) setRemoved(new Set([...removed, ...missingKeys]));
  const missingList = missingKeys.join(',');
  useEffect(() => {
    if (missingList) removeKept(refsFromParam(missingList, KEPT_IN_BROWSER.shortlist));
  }, [missingList]);
  return removed.size;
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
  const address = useShareAddress(refs);
  const named = ready.map((listing) => ({
    name: listing.name,
    place: listing.place,
    url: absolute(listing.path),
  }));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="mr-auto text-lg font-semibold text-ink">{listings(count)}</p>
      {named.length > 0 ? <AskAboutThese address={address} listings={named} /> : null}
      <ShareShortlist address={address} listings={named} />
    </div>
  );
}

function RemoveButton({ kept }: { kept: KeptListing }) {
  const name = kept.state === 'ready' ? kept.listing.name : 'this listing';
  return (
    <button type="button" className="btn-danger-text min-h-9" onClick={() => removeKept([kept.ref])}>
      <TrashIcon className="h-4 w-4" />
      Remove <span className="sr-only">{name} from your shortlist</span>
    </button>
  );
}

/** Keeps the shared listings beside the visitor's own list, never in its place. */
function KeepShared({ refs }: { refs: readonly ListingRef[] }) {
  const [result, setResult] = useState<{ added: number; left: number } | null>(null);
  return (
    <div className="mb-8 flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-ink-soft">
        <p className="font-semibold text-ink">Keep these listings?</p>
        <p>They are added to your own shortlist in this browser; the listings you kept before stay.</p>
        <p role="status" className="mt-1 font-medium text-brand-800 empty:hidden">
          {result
            ? `${result.added ? `Saved: ${listings(result.added)} added to your shortlist.` : 'They are all in your shortlist already.'}${
                result.left
                  ? ` ${listings(result.left)} did not fit: a shortlist keeps at most ${KEPT_IN_BROWSER.shortlist}.`
                  : ''
              }`
            : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary min-h-11" onClick={() => setResult(keepAll(refs))}>
          Save to my shortlist
        </button>
        <Link to={paths.shortlist} className="btn-outline min-h-11 bg-white">
          Open my shortlist
        </Link>
      </div>
    </div>
  );
}

function EmptyShortlist({ shared }: { shared: boolean }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center shadow-card">
      <h2 className="text-2xl">{shared ? 'No listings to show' : 'Your shortlist is empty'}</h2>
      <p className="text-ink-soft">
        {shared
          ? 'This shared address names no listing we still have.'
          : 'Tap Shortlist on any building, land or project to keep it here, in this browser.'}
      </p>
      <Link to={paths.properties} className="btn-primary mt-2 px-6 py-3">
        Browse properties
        <ChevronRightIcon className="h-4 w-4" />
      </Link>
    </div>
  );
}
