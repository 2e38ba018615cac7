import { useMemo, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { BuildingCard, BuildingCardSkeleton } from '../../features/buildings/components/BuildingCard';
import { useBuildings } from '../../features/buildings/hooks';
import { LandCard, LandCardSkeleton } from '../../features/lands/components/LandCard';
import { useLands } from '../../features/lands/hooks';
import { errorMessage } from '../../lib/errors';
import { BuildingFilters } from './BuildingFilters';
import { activeBuildingFilters, BUILDING_SORTS, buildingChoices, findBuildings } from './buildingFilters';
import { loosenHint, type ActiveFilter } from './filterOptions';
import { LandFilters } from './LandFilters';
import { activeLandFilters, findLands, landChoices, LAND_SORTS } from './landFilters';
import { ResultsBar } from './ResultsBar';
import { hasFilters, type PropertyFilters } from './usePropertyListState';

export const NO_DATA = 'No data found.';
/** Placeholders while each list loads (SPEC.md §2). */
export const BUILDING_SKELETONS = 4;
export const LAND_SKELETONS = 6;

const BUILDING_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4';
const LAND_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** What each list takes from the page: the typed search and the URL's filters. */
export interface PropertyListProps {
  search: string;
  filters: PropertyFilters;
  onFilterChange: (changes: Partial<PropertyFilters>) => void;
  onClearAll: () => void;
}

function Loading({
  label,
  count,
  grid,
  Skeleton,
}: {
  label: string;
  count: number;
  grid: string;
  Skeleton: () => ReactNode;
}) {
  return (
    <div className={grid} aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </div>
  );
}

/** Nothing matched: SPEC.md's 'No data found.' and what to loosen to see something. */
function NoMatch({ search, active }: { search: string; active: readonly ActiveFilter[] }) {
  const hint = loosenHint(search, active);
  return (
    <div className="card mx-auto max-w-xl px-6 pb-8 text-center">
      <EmptyState>{NO_DATA}</EmptyState>
      {hint ? <p className="-mt-4 text-sm text-ink-soft">{hint}</p> : null}
    </div>
  );
}

/**
 * Every building, searched by name, filtered and sorted. It mounts when the toggle shows Buildings
 * and always asks the backend again then (SPEC.md §4: the page refetches on toggle), showing
 * cached cards meanwhile.
 */
export function BuildingsList({ search, filters, onFilterChange, onClearAll }: PropertyListProps) {
  const query = useBuildings({ refetchOnMount: 'always' });
  const choices = useMemo(() => buildingChoices(query.data ?? []), [query.data]);
  const found = useMemo(
    () => findBuildings(query.data ?? [], search, filters),
    [query.data, search, filters],
  );
  const active = useMemo(() => activeBuildingFilters(filters), [filters]);
  if (query.isPending)
    return (
      <Loading
        label="Loading buildings"
        count={BUILDING_SKELETONS}
        grid={BUILDING_GRID}
        Skeleton={BuildingCardSkeleton}
      />
    );
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>{NO_DATA}</EmptyState>;
  return (
    <>
      <BuildingFilters
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
        sorts={BUILDING_SORTS}
        sort={filters.sort}
        onSort={(sort) => onFilterChange({ sort })}
      />
      {found.length === 0 ? (
        <NoMatch search={search} active={active} />
      ) : (
        <ul className={BUILDING_GRID}>
          {found.map((building, index) => (
            <li key={building._id || index}>
              <BuildingCard building={building} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Every land, searched, filtered and sorted, sold ones last; refetched whenever the toggle shows Land. */
export function LandsList({ search, filters, onFilterChange, onClearAll }: PropertyListProps) {
  const query = useLands({ refetchOnMount: 'always' });
  const choices = useMemo(() => landChoices(query.data ?? []), [query.data]);
  const found = useMemo(() => findLands(query.data ?? [], search, filters), [query.data, search, filters]);
  const active = useMemo(() => activeLandFilters(filters), [filters]);
  if (query.isPending)
    return (
      <Loading label="Loading lands" count={LAND_SKELETONS} grid={LAND_GRID} Skeleton={LandCardSkeleton} />
    );
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>{NO_DATA}</EmptyState>;
  return (
    <>
      <LandFilters
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
        sorts={LAND_SORTS}
        sort={filters.sort}
        onSort={(sort) => onFilterChange({ sort })}
      />
      {found.length === 0 ? (
        <NoMatch search={search} active={active} />
      ) : (
        <ul className={LAND_GRID}>
          {found.map((land, index) => (
            <li key={land._id || index}>
              <LandCard land={land} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
