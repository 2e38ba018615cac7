import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/Breadcrumb';
import { KeptInBrowserNotice } from '@/components/DataUseNotice';
import { ShareButton } from '@/components/share/ShareButton';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { buildingQueries } from '@/features/buildings/hooks';
import {
  COMPARE_MAX,
  compareList,
  isComparedRef,
  ofOneKind,
  sameRef,
  useCompareList,
  type ComparedRef,
} from '@/features/compare/compareList';
import { CompareTable } from '@/features/compare/components/CompareTable';
import { compareRows } from '@/features/compare/differences';
import { landQueries } from '@/features/lands/hooks';
import { refsFromParam, refsParam } from '@/lib/listingRef';
import { fill } from '@/lib/i18n/fill';
import { plural } from '@/lib/i18n/plural';
import { useLanguage, useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { personalPageMeta } from '@/lib/pageMeta';
import { useHydrated } from '@/lib/useHydrated';
import { usePageAddress } from '@/lib/usePageAddress';
import { useUrlState } from '@/lib/useUrlState';
import { startRead } from '@/app/routeReads';
import { useComparedListings } from '@/app/useComparedListings';
import type { Route } from './+types/route';

/** The listings an address names: buildings and lands only, at most four. */
function namedRefs(ids: string): ComparedRef[] {
  return refsFromParam(ids, COMPARE_MAX).filter(isComparedRef);
}

// The page is written at build without listings (they are the visitor's), so its HTML is the page's frame.
export function loader() {
  return null;
}

/** On a visit from another page, the listings' reads start with the page's. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  for (const ref of ofOneKind(namedRefs(new URL(request.url).searchParams.get('ids') ?? ''))) {
    if (ref.kind === 'building') startRead(buildingQueries.one(ref.id));
    else startRead(landQueries.one(ref.id));
  }
  return null;
}

export const meta: Route.MetaFunction = ({ location }) =>
  personalPageMeta(location.pathname, 'compare', paths.compare);

/**
 * A sentence with elements in it: `template`'s `{name}` placeholders in `parts` become those
 * elements, the others stay text.
 */
function Sentence({ template, parts }: { template: string; parts: Readonly<Record<string, ReactNode>> }) {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name && name in parts ? <Fragment key={index}>{parts[name]}</Fragment> : piece;
  });
}

export default function ComparePage() {
  const compare = useMessages('compare');
  const { compare: compareButton } = useMessages('listings');
  const language = useLanguage();
  const local = useLocalPath();
  const [{ ids }, update] = useUrlState({ ids: '' });
  const stored = useCompareList();
  const hydrated = useHydrated();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { url } = usePageAddress();

  // The address's ids are the browser's: the first render shows what the build wrote, as hydration needs.
  const wanted = !hydrated ? [] : ids ? namedRefs(ids) : stored;
  const refs = ofOneKind(wanted);
  const kind = refs[0]?.kind;
  const columns = useComparedListings(refs);

  // Opened without ?ids=, the page shows the visitor's list and writes it into the address, so
  // Share and a reload give the same comparison.
  useEffect(() => {
    if (hydrated && !ids && stored.length > 0) update({ ids: refsParam(stored) });
  }, [hydrated, ids, stored, update]);

  const remove = (ref: ComparedRef) => {
    compareList.write(stored.filter((one) => !sameRef(one, ref)));
    update({ ids: refsParam(refs.filter((one) => !sameRef(one, ref))) });
  };

  const loading = columns.some((column) => column.state === 'loading');
  const rows = compareRows(columns.map((column) => column.listing?.facts ?? null));
  const names = columns.flatMap((column) => (column.listing ? [column.listing.name] : []));
  const missing = columns.filter((column) => column.state === 'missing').length;

  return (
    <div className="compare-sheet container-site py-8 sm:py-12 print:max-w-none print:px-0 print:py-0">
      <div className="print:hidden">
        <Breadcrumb
          trail={[{ label: compare.breadcrumb, to: local(paths.properties) }]}
          current={compare.title}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl leading-tight sm:text-4xl print:text-2xl">{compare.title}</h1>
          {kind ? (
            <p className="mt-2 text-ink-soft">
              <Sentence
                template={fill(compare.intro, {
                  listings: plural(language, compare.counted[kind], refs.length),
                })}
                parts={{ differs: <span className="font-semibold text-accent-700">{compare.differs}</span> }}
              />
            </p>
          ) : null}
        </div>
        {kind && !loading ? (
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <button
              type="button"
              aria-pressed={onlyDifferences}
              onClick={() => setOnlyDifferences((on) => !on)}
              className={`btn min-h-11 border ${
                onlyDifferences
                  ? 'border-accent-600 bg-accent-600 text-white hover:bg-accent-700'
                  : 'border-ink/20 bg-white text-ink hover:bg-sand-dark'
              }`}
            >
              {compare.onlyDifferences}
            </button>
            <ShareButton
              label={compare.share}
              title={fill(compare.shareTitle, { names: names.join(', ') || compare.kinds[kind] })}
              text={fill(compare.shareText, { names: names.join(', '), company: company.name })}
            />
            <button type="button" className="btn-outline min-h-11 bg-white" onClick={() => window.print()}>
              {compare.print}
            </button>
          </div>
        ) : null}
      </div>

      {wanted.length > refs.length && kind ? (
        <p role="note" className="mt-6 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          {compare.mixed[kind]}
        </p>
      ) : null}
      {missing > 0 && !loading ? (
        <p role="note" className="mt-6 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
          {plural(language, compare.missing, missing)}
        </p>
      ) : null}

      <div className="mt-8">
        {/* The build knows no visitor's listings: its page waits for the browser's. */}
        {!hydrated || (kind && loading) ? (
          <div aria-busy="true" className="card p-8">
            <p role="status" className="text-ink-muted">
              {compare.loading[kind ?? 'listings']}
            </p>
          </div>
        ) : !kind ? (
          <NothingChosen />
        ) : (
          <CompareTable
            kind={kind}
            columns={columns}
            rows={rows}
            onlyDifferences={onlyDifferences}
            onRemove={(column) => remove(column.ref)}
          />
        )}
      </div>

      {kind && refs.length < COMPARE_MAX ? (
        <p className="mt-6 text-sm text-ink-soft print:hidden">
          <Sentence
            template={fill(compare.more[kind], { max: COMPARE_MAX })}
            parts={{
              compare: <strong>{compareButton}</strong>,
              properties: (
                <Link
                  to={local(paths.properties)}
                  className="font-semibold text-brand-700 underline hover:text-brand-800"
                >
                  {compare.ourProperties}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      <KeptInBrowserNotice className="mt-8 max-w-2xl print:hidden" />
      {/* On paper, where to open it again and whom to call. The address has the browser's ids, so
          it waits for hydration, as the build wrote the page without them. */}
      <p className="mt-6 hidden text-[9pt] text-ink-soft print:block">
        {company.name} · {company.salesPhone} · {hydrated ? url : ''}
      </p>
    </div>
  );
}

function NothingChosen() {
  const words = useMessages('compare').nothingChosen;
  const { compare: compareButton } = useMessages('listings');
  const local = useLocalPath();
  return (
    <div className="card mx-auto max-w-xl p-8 text-center">
      <h2 className="text-2xl">{words.title}</h2>
      <p className="mt-3 text-ink-soft">
        <Sentence
          template={fill(words.text, { max: COMPARE_MAX })}
          parts={{ compare: <strong>{compareButton}</strong> }}
        />
      </p>
      <Link to={local(paths.properties)} className="btn-primary mt-6">
        {words.browse}
      </Link>
    </div>
  );
}
