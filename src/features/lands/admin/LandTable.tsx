import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { formatNumber } from '@/components/admin/format';
import { labelOf } from '@/components/admin/options';
import { RowActions } from '@/components/admin/RowActions';
import { fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { paths } from '@/config/paths';
import type { Land } from '@/features/lands/schema';
import { formatAcres } from './area';

const ROW_THUMB = fixedSlot(40);

export interface LandTableProps {
  rows: readonly Land[];
  firstNumber: number;
  editState: unknown;
  deleting: boolean;
  onDelete: (land: Land) => void;
}

export function LandTable({ rows, firstNumber, editState, deleting, onDelete }: LandTableProps) {
  const columns: AdminColumn<Land>[] = [
    {
      header: 'S no.',
      cell: (_, index) => firstNumber + index,
      className: 'w-12 tabular-nums whitespace-nowrap',
      card: 'hidden',
    },
    {
      header: 'Land',
      cell: (land) => (
        <div className="flex items-center gap-3">
          <SafeImage
            src={land.propertyImages[0]}
            alt=""
            width={40}
            height={40}
            slot={ROW_THUMB}
            className="h-10 w-10 shrink-0 rounded-lg max-md:hidden"
          />
          <p className="font-semibold text-ink md:min-w-32">
            {land.generalInfo.propertyName || 'Untitled land'}
          </p>
        </div>
      ),
      card: 'title',
    },
    { header: 'Type', cell: (land) => labelOf(land.generalInfo.propertyType) },
    {
      header: 'Status',
      cell: (land) => (
        <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
          {labelOf(land.generalInfo.currentStatus)}
        </span>
      ),
    },
    { header: 'City', cell: (land) => land.locationDetails.city || '—' },
    {
      header: 'Area',
      cell: (land) => formatAcres(land.physicalCharacteristics.totalArea),
      className: 'tabular-nums whitespace-nowrap md:text-right',
    },
    {
      header: 'Selling Price',
      cell: (land) => `$${formatNumber(land.financialInfo.sellingPrice)}`,
      className: 'tabular-nums whitespace-nowrap md:text-right',
    },
    {
      header: 'Action',
      cell: (land) => (
        <RowActions
          name={land.generalInfo.propertyName || 'land'}
          id={land._id}
          editTo={paths.updateLand(land._id)}
          editState={editState}
          onDelete={() => onDelete(land)}
          disabled={deleting}
        />
      ),
      className: 'md:text-right',
      card: 'plain',
    },
  ];
  return (
    <AdminTable
      caption="Lands"
      columns={columns}
      rows={rows}
      rowKey={(land, index) => land._id || `row-${index}`}
    />
  );
}
