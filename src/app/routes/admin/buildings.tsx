import { AdminListFilters } from '@/components/admin/AdminListFilters';
import { AddLink } from '@/components/admin/AddLink';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { useAdminList } from '@/components/admin/useAdminList';
import { useDeleteConfirm } from '@/components/admin/useDeleteConfirm';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { BuildingTable } from '@/features/buildings/admin/BuildingTable';
import { BUILDING_FILTERS, matchesBuilding } from '@/features/buildings/admin/listFilters';
import { buildingTypeOptions } from '@/features/buildings/admin/options';
import { buildingQueries, useBuildings, useDeleteBuilding } from '@/features/buildings/hooks';
import { listLoader, revalidateOnNewPath } from '@/app/routeReads';
import type { Building } from '@/features/buildings/schema';
import type { Route } from './+types/buildings';

export const meta: Route.MetaFunction = () => titleMeta('List Of Buildings');

export const clientLoader = listLoader(buildingQueries.all);

export const shouldRevalidate = revalidateOnNewPath;

export default function AdminBuildingListPage() {
  const buildings = useBuildings();
  const list = useAdminList(buildings, {
    filters: BUILDING_FILTERS,
    matches: matchesBuilding,
  });
  const remove = useDeleteConfirm<Building>(useDeleteBuilding());

  return (
    <AdminListPage
      title="List Of Buildings"
      description="Every building on the website. Filter, edit or delete them here."
      actions={<AddLink to={paths.createBuilding}>Add Building</AddLink>}
      filters={
        <AdminListFilters
          label="Filter buildings"
          fields={[
            { kind: 'search', name: 'q', label: 'Search by district', placeholder: 'City, e.g. Cuttack' },
            { kind: 'select', name: 'type', label: 'Type', all: 'All types', options: buildingTypeOptions },
            { kind: 'number', name: 'minPrice', label: 'Min price' },
            { kind: 'number', name: 'maxPrice', label: 'Max price' },
          ]}
          list={list}
        />
      }
      query={buildings}
      noun={['building', 'buildings']}
      page={list}
      remove={{
        title: 'Delete building',
        question: (building) =>
          `Are you sure, you want to delete "${building.generalInfo.BuildingsName || 'this building'}" ?`,
        flow: remove,
      }}
    >
      <BuildingTable page={list} remove={remove} />
    </AdminListPage>
  );
}
