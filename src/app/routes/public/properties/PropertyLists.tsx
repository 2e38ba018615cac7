import { useDeferredValue, useMemo, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PagedCards } from '@/components/PagedCards';
import { EmptyState, ListErrorState } from '@/components/StatusMessage';
import { LoadingCards } from '@/components/LoadingCards';
import { LISTINGS_PAGE_SIZE } from '@/config/constants';
import type { PropertyKind } from '@/config/propertiesUrl';
import { BuildingCard, BuildingCardSkeleton } from '@/features/buildings/components/BuildingCard';
import type { BuildingCardData } from '@/features/buildings/components/cardFields';
import { useBuildings } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import { LandCard, LandCardSkeleton } from '@/features/lands/components/LandCard';
import { formatAcresIn } from '@/features/lands/components/format';
import { ListingActions } from '@/app/ListingActions';
import type { LandCardData } from '@/features/lands/components/cardFields';
import { useLands } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import { formatMoneyIn } from '@/lib/i18n/rupees';
import { useBackendLang, useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { usePagedList } from '@/lib/usePagedList';
import {
  activeBuildingFilters,
  BUILDING_SELECTS,
  BUILDING_SORTS,
  buildingChoices,
  matchBuildings,
  orderBuildings,
  type BuildingSelectKey,
} from './buildingFilters';
import {
  loosenHintParts,
  shownValue,
  type ActiveFilter,
  type FilterNaming,
  type FilterOption,
  type SortOption,
} from './filterOptions';
import {
  activeLandFilters,
  LAND_BOUNDS,
  LAND_SELECTS,
  landChoices,
  LAND_SORTS,
  matchLands,
  orderLands,
  type LandSelectKey,
} from './landFilters';
import { ListFilters, type ListFilterControls } from './ListFilters';
import { ResultsBar } from './ResultsBar';
import type { BuildingsFirstPage, ListingsFirstPage } from './firstPage';
import { hasFilters, type NarrowingKey, type PropertyFilters } from './usePropertyListState';

const BUILDING_SKELETONS = 4;
const LAND_SKELETONS = 6;

export interface PropertyListProps {
  search: string;
  filters: PropertyFilters;
  page: number;
  onFilterChange: (changes: Partial<PropertyFilters>) => void;
  onPageChange: (page: number) => void;
  onClearAll: () => void;
}

interface ListPlaceholders {
  /** Which list: its words in the page's catalogue. */
  name: PropertyKind;
  skeletons: number;
  grid: string;
  Skeleton: ComponentType;
}

interface ListingKind<
  Card extends { _id: string },
  Item extends Card,
  Key extends NarrowingKey,
> extends ListPlaceholders {
  filterControls: ListFilterControls<Key>;
  choicesOf: (items: readonly Item[]) => Record<Key, FilterOption[]>;
  order: (items: readonly Item[], sort: string) => Item[];
  match: (ordered: readonly Item[], search: string, filters: PropertyFilters) => Item[];
  activeOf: (filters: PropertyFilters, naming: FilterNaming<NarrowingKey>) => ActiveFilter[];
  sorts: readonly SortOption[];
  renderCard: (card: Card, priority: boolean) => ReactNode;
}

const BUILDINGS: ListingKind<BuildingCardData, Building, BuildingSelectKey> = {
  name: 'buildings',
  skeletons: BUILDING_SKELETONS,
  grid: 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4',
  Skeleton: BuildingCardSkeleton,
  filterControls: { columns: 'md:grid-cols-4', selects: BUILDING_SELECTS },
  choicesOf: buildingChoices,
  order: orderBuildings,
  match: matchBuildings,
  activeOf: activeBuildingFilters,
  sorts: BUILDING_SORTS,
  renderCard: (building, priority) => (
    <BuildingCard
      building={building}
      priority={priority}
      actions={<ListingActions listing={{ kind: 'building', id: building._id }} />}
    />
  ),
};

const LANDS: ListingKind<LandCardData, Land, LandSelectKey> = {
  name: 'land',
  skeletons: LAND_SKELETONS,
  grid: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
  Skeleton: LandCardSkeleton,
  filterControls: {
    columns: 'md:grid-cols-4 xl:grid-cols-7',
    selects: LAND_SELECTS,
    bounds: LAND_BOUNDS,
  },
  choicesOf: landChoices,
  order: orderLands,
  match: matchLands,
  activeOf: activeLandFilters,
  sorts: LAND_SORTS,
  renderCard: (land, priority) => (
    <LandCard
      land={land}
      priority={priority}
      actions={<ListingActions listing={{ kind: 'land', id: land._id }} />}
    />
  ),
};

function Loading({ kind }: { kind: ListPlaceholders }) {
  const { loading } = useMessages('properties');
  return (
    <LoadingCards
      label={loading[kind.name]}
      count={kind.skeletons}
      Skeleton={kind.Skeleton}
      className={kind.grid}
    />
  );
}

/**
 * The filters' names and values in the page's language: a backend value the catalogues know in
 * their words, any other as entered (marked English); area and price bounds as the cards write them.
 */
function useFilterNaming(): FilterNaming<NarrowingKey> {
  const language = useLanguage();
  const listings = useMessages('listings');
  const properties = useMessages('properties');
  return useMemo(
    () => ({
      label: (filter) => properties.labels[filter.key],
      value: (select, value) => shownValue(select, value, language, { listings, properties }),
      bound: (bound, value) =>
        bound.measure === 'area'
          ? formatAcresIn(language, value, listings.land.acres)
          : formatMoneyIn(language, value, 2),
    }),
    [language, listings, properties],
  );
}

function NoMatch({ search, active }: { search: string; active: readonly ActiveFilter[] }) {
  const words = useMessages('properties');
  const { noData } = useMessages('listings');
  const lang = useBackendLang();
  const parts = loosenHintParts(search, active, { ...words.noMatch, clear: words.clearAll }, lang);
  // An English page writes the hint as one text, as it always has.
  const hint = parts.some((part) => part.lang)
    ? parts.map((part, index) =>
        part.lang ? (
          <span key={index} lang={part.lang}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )
    : parts.map((part) => part.text).join('');
  return (
    <div className="card mx-auto max-w-xl px-6 pb-8 text-center">
      <EmptyState>{noData}</EmptyState>
      {parts.length > 0 ? <p className="-mt-4 text-sm text-ink-soft">{hint}</p> : null}
    </div>
  );
}

interface FilteredListingsProps<
  Card extends { _id: string },
  Item extends Card,
  Key extends NarrowingKey,
> extends PropertyListProps {
  kind: ListingKind<Card, Item, Key>;
  query: UseQueryResult<Item[]>;
  firstPage?: ListingsFirstPage<Card, Key>;
}

function FilteredListings<Card extends { _id: string }, Item extends Card, Key extends NarrowingKey>({
  kind,
  query,
  firstPage,
  search,
  filters,
  page,
  onFilterChange,
  onPageChange,
  onClearAll,
}: FilteredListingsProps<Card, Item, Key>) {
  const words = useMessages('properties');
  const { noData } = useMessages('listings');
  const naming = useFilterNaming();
  // The box shows each key at once; the cards follow when React has time, so typing never waits for them.
  const typed = useDeferredValue(search);
  const choices = useMemo(() => (query.data ? kind.choicesOf(query.data) : undefined), [kind, query.data]);
  const ordered = useMemo(
    () => (query.data ? kind.order(query.data, filters.sort) : undefined),
    [kind, query.data, filters.sort],
  );
  const found = useMemo(
    () => (ordered ? kind.match(ordered, typed, filters) : undefined),
    [kind, ordered, typed, filters],
  );
  const active = useMemo(() => kind.activeOf(filters, naming), [kind, filters, naming]);
  const narrowed = hasFilters(filters) || search.trim() !== '';

  const preview = narrowed || filters.sort ? undefined : firstPage;
  // The build's choices are the whole catalogue's: the filters stay while a narrowed list loads, so
  // one chosen meanwhile (or before the app hydrated, public/early-taps.js) keeps its control.
  const shownChoices = choices ?? firstPage?.choices;
  // Until the whole list is in, the page the build wrote stands (and React hydrates it as written).
  const { shown, listTop, openPage } = usePagedList<Card>({
    found,
    page,
    pageSize: LISTINGS_PAGE_SIZE,
    preview,
    failed: query.isError,
    ready: shownChoices !== undefined,
    onPageChange,
  });
  const total = query.data?.length ?? preview?.total ?? 0;

  if (query.isError) return <ListErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!shownChoices) return <Loading kind={kind} />;
  if (shown && total === 0) return <EmptyState>{noData}</EmptyState>;

  return (
    <>
      <ListFilters
        label={words.filterGroup[kind.name]}
        controls={kind.filterControls}
        choices={shownChoices}
        filters={filters}
        activeCount={active.length}
        onChange={onFilterChange}
        naming={naming}
      />
      <div ref={listTop} tabIndex={-1} className="scroll-mt-28 focus:outline-none">
        <ResultsBar
          count={shown && { shown: shown.total, total, page: shown.page, pageCount: shown.pageCount }}
          canClear={narrowed}
          onClear={onClearAll}
          sorts={kind.sorts}
          sort={filters.sort}
          onSort={(sort) => onFilterChange({ sort })}
        />
      </div>
      {!shown ? (
        <Loading kind={kind} />
      ) : shown.total === 0 ? (
        <NoMatch search={search} active={active} />
      ) : (
        <PagedCards
          shown={shown}
          label={words.pages}
          grid={kind.grid}
          onPageChange={openPage}
          renderCard={(card, index) => kind.renderCard(card, index === 0 && shown.page === 1)}
        />
      )}
    </>
  );
}

// Each list asks the backend again whenever the toggle shows it, as the product asks; cached cards show meanwhile.
export function BuildingsList({
  firstPage,
  ...props
}: PropertyListProps & { firstPage?: BuildingsFirstPage }) {
  const query = useBuildings({ refetchOnMount: 'always' });
  return <FilteredListings kind={BUILDINGS} query={query} firstPage={firstPage} {...props} />;
}

export function LandsList(props: PropertyListProps) {
  const query = useLands({ refetchOnMount: 'always' });
  return <FilteredListings kind={LANDS} query={query} {...props} />;
}
