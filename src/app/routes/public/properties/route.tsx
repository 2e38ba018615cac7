import { lazy, Suspense } from 'react';
import { PageHero } from '@/components/PageHero';
import { Field } from '@/components/Field';
import { BuildingIcon, LandIcon } from '@/components/listingIcons';
import { SearchInput } from '@/components/SearchInput';
import { buildingsFirstPage, type BuildingsFirstPage } from './firstPage';
import { BuildingsList, LandsList } from './PropertyLists';
import type { PropertyKind } from '@/config/propertiesUrl';
import { usePropertyListState } from './usePropertyListState';
import { paths } from '@/config/paths';
import { buildingQueries } from '@/features/buildings/hooks';
import { landQueries } from '@/features/lands/hooks';
import { EmiSection } from '@/features/loans/components/EmiSection';
import { prerenderRead } from '@/lib/prerenderQuery';
import { translatedPageMeta } from '@/lib/pageMeta';
import { useMessages } from '@/lib/i18n/useMessages';
import { toPropertyKind } from '@/config/propertiesUrl';
import { revalidateOnNewPath, startRead } from '@/app/routeReads';
import type { Route } from './+types/route';

/** Buildings, the toggle's default: the first page of them, not the catalogue. */
export async function loader(): Promise<{ firstPage?: BuildingsFirstPage }> {
  const buildings = await prerenderRead(buildingQueries.all());
  return { firstPage: buildings ? buildingsFirstPage(buildings) : undefined };
}

export function clientLoader({ request }: Route.ClientLoaderArgs): { firstPage?: BuildingsFirstPage } {
  const kind = toPropertyKind(new URL(request.url).searchParams.get('type') ?? '');
  if (kind === 'land') startRead(landQueries.all());
  else startRead(buildingQueries.all());
  return {};
}

export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = ({ location }) =>
  translatedPageMeta(location.pathname, 'properties', (words) => ({
    title: words.title,
    description: words.description,
    path: paths.properties,
  }));

export default function PropertiesRoute({ loaderData }: Route.ComponentProps) {
  return <PropertiesPage firstPage={loaderData.firstPage} />;
}

// Asked for after hydration, and its row only when this browser has kept a listing.
const RecentlyViewed = lazy(() => import('@/app/RecentlyViewed'));

const KINDS: { kind: PropertyKind; Icon: typeof BuildingIcon }[] = [
  { kind: 'buildings', Icon: BuildingIcon },
  { kind: 'land', Icon: LandIcon },
];

function PropertiesPage({ firstPage }: { firstPage?: BuildingsFirstPage }) {
  const { kind, search, setSearch, filters, changeFilters, page, changePage, showKind, clearAll } =
    usePropertyListState();
  const words = useMessages('properties');
  const isLand = kind === 'land';
  const listProps = {
    search,
    filters,
    page,
    onFilterChange: changeFilters,
    onPageChange: changePage,
    onClearAll: clearAll,
  };

  return (
    <>
      <PageHero title={words.title} eyebrow={words.eyebrow} intro={words.intro} />
      <section aria-labelledby="properties-list-heading" className="container-site py-10 sm:py-14">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <h2 id="properties-list-heading" className="text-2xl sm:text-3xl">
            {words.headings[kind]}
          </h2>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div
              role="group"
              aria-label={words.show}
              className="inline-flex self-start rounded-xl bg-white p-1 shadow-card"
            >
              {KINDS.map(({ kind: option, Icon }) => {
                const pressed = option === kind;
                return (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => showKind(option)}
                    className={`inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${
                      pressed ? 'bg-brand-600 text-white' : 'text-ink-soft hover:bg-brand-50'
                    }`}
                  >
                    <Icon className="h-4 w-4" />
                    {words.kinds[option]}
                  </button>
                );
              })}
            </div>
            <Field label={words.search} className="sm:w-72">
              {(control) => (
                <SearchInput
                  {...control}
                  placeholder={words.placeholders[kind]}
                  value={search}
                  onChange={setSearch}
                />
              )}
            </Field>
          </div>
        </div>
        <div className="mt-8">
          {isLand ? <LandsList {...listProps} /> : <BuildingsList firstPage={firstPage} {...listProps} />}
        </div>
      </section>
      <EmiSection title={words.emi.title} className="container-site pb-12 sm:pb-16">
        <p>{words.emi.intro}</p>
      </EmiSection>
      {/* Last, so its arrival after hydration never moves the results or the calculator. */}
      <Suspense fallback={null}>
        <RecentlyViewed className="border-t border-ink/10 bg-white py-10 sm:py-14" />
      </Suspense>
    </>
  );
}
