import { useCallback, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
import { listReturnState } from '@/components/admin/listReturn';
import { useConfirmTarget } from '@/components/admin/useConfirmTarget';
import { parsePage, useKeepPageInRange } from '@/components/admin/useListPage';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PlusIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { ErrorState } from '@/components/StatusMessage';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useUrlState } from '@/lib/useUrlState';
import { BuildingFiltersBar } from '@/features/buildings/admin/BuildingFiltersBar';
import { BuildingTable } from '@/features/buildings/admin/BuildingTable';
import { BUILDING_MESSAGES } from '@/features/buildings/admin/formSchema';
import {
  filterAndPaginate,
  indexBuildings,
  NO_FILTERS,
  type BuildingFilters,
} from '@/features/buildings/admin/listFilters';
import { useBuildings, useDeleteBuilding } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';

/** The URL query: filters and page, so back from an edit returns to the same place. */
const URL_DEFAULTS = { search: '', type: '', min: '', max: '', page: '1' };

/**
 * List Of Buildings: filters, a table of 5 per page with Prev/Next, Edit and Delete. The API
 * answers every building at once; only the current page is rendered.
 */
export function BuildingListPage() {
  useDocumentTitle('List Of Buildings');
  const location = useLocation();
  const [state, update] = useUrlState(URL_DEFAULTS);
  const buildings = useBuildings();
  const remove = useDeleteBuilding();
  const confirm = useConfirmTarget<Building>();

  const filters: BuildingFilters = useMemo(
    () => ({ search: state.search, type: state.type, minPrice: state.min, maxPrice: state.max }),
    [state.search, state.type, state.min, state.max],
  );
  const requested = parsePage(state.page);
  const index = useMemo(() => indexBuildings(buildings.data ?? []), [buildings.data]);
  const page = useMemo(
    () => filterAndPaginate(index, filters, requested, ADMIN_PAGE_SIZE),
    [index, filters, requested],
  );
  const setPage = useCallback((next: number) => update({ page: String(next) }), [update]);
  useKeepPageInRange(buildings.isSuccess, requested, page.page, setPage);

  const changeFilters = (changes: Partial<BuildingFilters>) =>
    update({
      ...('search' in changes ? { search: changes.search } : {}),
      ...('type' in changes ? { type: changes.type } : {}),
      ...('minPrice' in changes ? { min: changes.minPrice } : {}),
      ...('maxPrice' in changes ? { max: changes.maxPrice } : {}),
    });
  const clearFilters = () =>
    update({
      search: NO_FILTERS.search,
      type: NO_FILTERS.type,
      min: NO_FILTERS.minPrice,
      max: NO_FILTERS.maxPrice,
    });

  const confirmDelete = async () => {
    const building = confirm.target;
    if (!building) return;
    try {
      await remove.mutateAsync(building._id);
      notify.success(BUILDING_MESSAGES.deleted);
    } catch (error) {
      notify.error(errorMessage(error, BUILDING_MESSAGES.deleteFailed));
    } finally {
      confirm.cancel();
    }
  };

  return (
    <section>
      <PageHeader
        title="List Of Buildings"
        description="Every building on the website. Filter, edit or delete them here."
        actions={
          <Link to={paths.createBuilding} className="btn-primary">
            <PlusIcon className="h-4 w-4" />
            Add Building
          </Link>
        }
      />
      <BuildingFiltersBar filters={filters} onChange={changeFilters} onClear={clearFilters} />
      {buildings.isError ? (
        <ErrorState message={errorMessage(buildings.error)} onRetry={() => void buildings.refetch()} />
      ) : (
        <>
          {buildings.isSuccess ? (
            <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
              {page.total === 1 ? '1 building' : `${page.total} buildings`}
            </p>
          ) : null}
          <BuildingTable
            rows={page.items}
            firstNumber={(page.page - 1) * ADMIN_PAGE_SIZE + 1}
            loading={buildings.isPending}
            editState={listReturnState(location.search)}
            deleting={remove.isPending}
            onDelete={confirm.ask}
          />
          {buildings.isSuccess ? (
            <Pager page={page.page} pageCount={page.pageCount} onChange={setPage} label="Buildings pages" />
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={confirm.open}
        title="Delete building"
        message={`Are you sure, you want to delete "${confirm.target?.generalInfo.BuildingsName || 'this building'}" ?`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={confirm.cancel}
      />
    </section>
  );
}
