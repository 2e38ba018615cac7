import type { AdminColumn } from '@/components/admin/AdminTable';
import { formatNumber } from '@/components/admin/format';
import { ListingTable, type ListingTableProps } from '@/components/admin/ListingTable';
import { RowPhotoTitle } from '@/components/admin/RowPhotoTitle';
import { StatusPill } from '@/components/admin/StatusPill';
import { paths } from '@/config/paths';
import type { Building } from '@/features/buildings/schema';
import { buildingTypeLabel, statusLabel } from './options';

const COLUMNS: AdminColumn<Building>[] = [
  {
    header: 'Building',
    cell: (building) => (
      <RowPhotoTitle photo={building.BuildingsImages[0]}>
        <div className="min-w-0 md:min-w-32">
          <p className="font-semibold text-ink">
            {building.generalInfo.BuildingsName || 'Untitled building'}
          </p>
          {building.generalInfo.AppartmentType ? (
            <p className="text-xs text-ink-muted">{building.generalInfo.AppartmentType}</p>
          ) : null}
        </div>
      </RowPhotoTitle>
    ),
    card: 'title',
  },
  { header: 'Type', cell: (building) => buildingTypeLabel(building.generalInfo.BuildingsType) },
  {
    header: 'Status',
    cell: (building) => <StatusPill>{statusLabel(building.generalInfo.currentStatus)}</StatusPill>,
  },
  { header: 'City', cell: (building) => building.locationDetails.city || '—' },
  {
    header: 'Selling Price',
    cell: (building) => formatNumber(building.financialInfo.sellingPrice),
    className: 'tabular-nums md:text-right whitespace-nowrap',
  },
];

export function BuildingTable(props: ListingTableProps<Building>) {
  return (
    <ListingTable
      {...props}
      caption="Buildings"
      columns={COLUMNS}
      nameOf={(building) => building.generalInfo.BuildingsName || 'building'}
      editPath={paths.updateBuilding}
    />
  );
}
