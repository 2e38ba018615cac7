import { useMemo, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { BuildingCard, BuildingCardSkeleton } from '../../features/buildings/components/BuildingCard';
import { useBuildings } from '../../features/buildings/hooks';
import { searchBuildings } from '../../features/buildings/search';
import { LandCard, LandCardSkeleton } from '../../features/lands/components/LandCard';
import { useLands } from '../../features/lands/hooks';
import { searchLands } from '../../features/lands/search';
import { errorMessage } from '../../lib/errors';

export const NO_DATA = 'No data found.';
/** Placeholders while each list loads (SPEC.md §2). */
export const BUILDING_SKELETONS = 4;
export const LAND_SKELETONS = 6;

const BUILDING_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4';
const LAND_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

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

function ResultCount({ shown, total }: { shown: number; total: number }) {
  return (
    <p role="status" className="mb-4 text-sm text-ink-muted">
      {shown === total
        ? `${total} ${total === 1 ? 'property' : 'properties'}`
        : `${shown} of ${total} properties`}
    </p>
  );
}

/**
 * Every building, searched by name. It mounts when the toggle shows Buildings and always asks
 * the backend again then (SPEC.md §4: the page refetches on toggle), showing cached cards meanwhile.
 */
export function BuildingsList({ search }: { search: string }) {
  const query = useBuildings({ refetchOnMount: 'always' });
  const found = useMemo(() => searchBuildings(query.data ?? [], search), [query.data, search]);
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
  if (found.length === 0) return <EmptyState>{NO_DATA}</EmptyState>;
  return (
    <>
      <ResultCount shown={found.length} total={query.data.length} />
      <ul className={BUILDING_GRID}>
        {found.map((building, index) => (
          <li key={building._id || index}>
            <BuildingCard building={building} priority={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every land, searched by property name; refetched whenever the toggle shows Land. */
export function LandsList({ search }: { search: string }) {
  const query = useLands({ refetchOnMount: 'always' });
  const found = useMemo(() => searchLands(query.data ?? [], search), [query.data, search]);
  if (query.isPending)
    return (
      <Loading label="Loading lands" count={LAND_SKELETONS} grid={LAND_GRID} Skeleton={LandCardSkeleton} />
    );
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (found.length === 0) return <EmptyState>{NO_DATA}</EmptyState>;
  return (
    <>
      <ResultCount shown={found.length} total={query.data.length} />
      <ul className={LAND_GRID}>
        {found.map((land, index) => (
          <li key={land._id || index}>
            <LandCard land={land} priority={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
