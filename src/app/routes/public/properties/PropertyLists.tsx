import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '@/components/StatusMessage';
import { BuildingCard, BuildingCardSkeleton } from '@/features/buildings/components/BuildingCard';
import { useBuildings } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import { LandCard, LandCardSkeleton } from '@/features/lands/components/LandCard';
import { useLands } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import { errorMessage } from '@/lib/errors';
import {
  activeBuildingFilters,
  BUILDING_SELECTS,
  BUILDING_SORTS,
  buildingChoices,
  findBuildings,
  type BuildingSelectKey,
} from './buildingFilters';
import { loosenHint, type ActiveFilter, type FilterOption } from './filterOptions';
import {
  activeLandFilters,
  findLands,
  LAND_BOUNDS,
  LAND_SELECTS,
  landChoices,
  LAND_SORTS,
  type LandSelectKey,
} from './landFilters';
import { ListFilters, type ListFilterControls } from './ListFilters';
import { ResultsBar } from './ResultsBar';
import { hasFilters, type FilterKey, type PropertyFilters } from './usePropertyListState';

const BUILDING_SKELETONS = 4;
const LAND_SKELETONS = 6;

export interface PropertyListProps {
  search: string;
  filters: PropertyFilters;
  onFilterChange: (changes: Partial<PropertyFilters>) => void;
  onClearAll: () => void;
}

interface ListPlaceholders {
  loadingLabel: string;
  skeletons: number;
  grid: string;
  Skeleton: ComponentType;
}

interface ListingKind<Item extends { _id: string }, Key extends FilterKey> extends ListPlaceholders {
  filterControls: ListFilterControls<Key>;
  choicesOf: (items: readonly Item[]) => Record<Key, FilterOption[]>;
  find: (items: readonly Item[], search: string, filters: PropertyFilters) => Item[];
  activeOf: (filters: PropertyFilters) => ActiveFilter[];
  sorts: readonly FilterOption[];
  renderCard: (item: Item, priority: boolean) => ReactNode;
}

const BUILDINGS: ListingKind<Building, BuildingSelectKey> = {
  loadingLabel: 'Loading buildings',
  skeletons: BUILDING_SKELETONS,
  grid: 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4',
  Skeleton: BuildingCardSkeleton,
  filterControls: { label: 'Filter buildings', columns: 'md:grid-cols-4', selects: BUILDING_SELECTS },
  choicesOf: buildingChoices,
  find: findBuildings,
  activeOf: activeBuildingFilters,
  sorts: BUILDING_SORTS,
  renderCard: (building, priority) => <BuildingCard building={building} priority={priority} />,
};

const LANDS: ListingKind<Land, LandSelectKey> = {
  loadingLabel: 'Loading lands',
  skeletons: LAND_SKELETONS,
  grid: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
  Skeleton: LandCardSkeleton,
  filterControls: {
    label: 'Filter lands',
    columns: 'md:grid-cols-4 xl:grid-cols-7',
    selects: LAND_SELECTS,
    bounds: LAND_BOUNDS,
  },
  choicesOf: landChoices,
  find: findLands,
  activeOf: activeLandFilters,
  sorts: LAND_SORTS,
  renderCard: (land, priority) => <LandCard land={land} priority={priority} />,
};

function Loading({ kind }: { kind: ListPlaceholders }) {
  const { Skeleton } = kind;
  return (
    <div className={kind.grid} aria-busy="true">
      <p role="status" className="sr-only">
        {kind.loadingLabel}
      </p>
      {Array.from({ length: kind.skeletons }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </div>
  );
}

function NoMatch({ search, active }: { search: string; active: readonly ActiveFilter[] }) {
  const hint = loosenHint(search, active);
  return (
    <div className="card mx-auto max-w-xl px-6 pb-8 text-center">
      <EmptyState />
      {hint ? <p className="-mt-4 text-sm text-ink-soft">{hint}</p> : null}
    </div>
  );
}

interface FilteredListingsProps<
  Item extends { _id: string },
  Key extends FilterKey,
> extends PropertyListProps {
  kind: ListingKind<Item, Key>;
  query: UseQueryResult<Item[]>;
}

function FilteredListings<Item extends { _id: string }, Key extends FilterKey>({
  kind,
  query,
  search,
  filters,
  onFilterChange,
  onClearAll,
}: FilteredListingsProps<Item, Key>) {
  const choices = useMemo(() => kind.choicesOf(query.data ?? []), [kind, query.data]);
  const found = useMemo(
    () => kind.find(query.data ?? [], search, filters),
    [kind, query.data, search, filters],
  );
  const active = useMemo(() => kind.activeOf(filters), [kind, filters]);
  if (query.isPending) return <Loading kind={kind} />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState />;
  return (
    <>
      <ListFilters
        controls={kind.filterControls}
        choices={choices}
        filters={filters}
        activeCount={active.length}
        onChange={onFilterChange}
      />
      <ResultsBar
        shown={found.length}
        total={query.data.length}
        canClear={hasFilters(filters) || search.trim() !== ''}
        onClear={onClearAll}
        sorts={kind.sorts}
        sort={filters.sort}
        onSort={(sort) => onFilterChange({ sort })}
      />
      {found.length === 0 ? (
        <NoMatch search={search} active={active} />
      ) : (
        <ul className={kind.grid}>
          {found.map((item, index) => (
            <li key={item._id || index}>{kind.renderCard(item, index === 0)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

// Each list asks the backend again whenever the toggle shows it, as the product asks; cached cards show meanwhile.
export function BuildingsList(props: PropertyListProps) {
  const query = useBuildings({ refetchOnMount: 'always' });
  return <FilteredListings kind={BUILDINGS} query={query} {...props} />;
}

export function LandsList(props: PropertyListProps) {
  const query = useLands({ refetchOnMount: 'always' });
  return <FilteredListings kind={LANDS} query={query} {...props} />;
}
