import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { formatNumber } from '@/components/admin/format';
import { RowActions } from '@/components/admin/RowActions';
import { fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { paths } from '@/config/paths';
import type { Building } from '@/features/buildings/schema';
import { buildingTypeLabel, statusLabel } from './options';

const ROW_THUMB = fixedSlot(40);

export interface BuildingTableProps {
  rows: readonly Building[];
  firstNumber: number;
  editState: unknown;
  deleting: boolean;
  onDelete: (building: Building) => void;
}

export function BuildingTable({ rows, firstNumber, editState, deleting, onDelete }: BuildingTableProps) {
  const columns: AdminColumn<Building>[] = [
    {
      header: 'S no.',
      cell: (_, index) => firstNumber + index,
      className: 'w-12 tabular-nums whitespace-nowrap',
      card: 'hidden',
    },
    {
      header: 'Building',
      cell: (building) => (
        <div className="flex items-center gap-3">
          <SafeImage
            src={building.BuildingsImages[0]}
            alt=""
            width={40}
            height={40}
            slot={ROW_THUMB}
            className="h-10 w-10 shrink-0 rounded-lg max-md:hidden"
          />
          <div className="min-w-0 md:min-w-32">
            <p className="font-semibold text-ink">
              {building.generalInfo.BuildingsName || 'Untitled building'}
            </p>
            {building.generalInfo.AppartmentType ? (
              <p className="text-xs text-ink-muted">{building.generalInfo.AppartmentType}</p>
            ) : null}
          </div>
        </div>
      ),
      card: 'title',
    },
    { header: 'Type', cell: (building) => buildingTypeLabel(building.generalInfo.BuildingsType) },
    {
      header: 'Status',
      cell: (building) => (
        <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
          {statusLabel(building.generalInfo.currentStatus)}
        </span>
      ),
    },
    { header: 'City', cell: (building) => building.locationDetails.city || '—' },
    {
      header: 'Selling Price',
      cell: (building) => formatNumber(building.financialInfo.sellingPrice),
      className: 'tabular-nums md:text-right whitespace-nowrap',
    },
    {
      header: 'Action',
      cell: (building) => (
        <RowActions
          name={building.generalInfo.BuildingsName || 'building'}
          id={building._id}
          editTo={paths.updateBuilding(building._id)}
          editState={editState}
          onDelete={() => onDelete(building)}
          disabled={deleting}
        />
      ),
      className: 'md:text-right',
      card: 'plain',
    },
  ];
  return (
    <AdminTable
      caption="Buildings"
      columns={columns}
      rows={rows}
      rowKey={(building, index) => building._id || `row-${index}`}
    />
  );
}
