import type { AdminColumn } from '@/components/admin/AdminTable';
import { formatNumber } from '@/components/admin/format';
import { ListingTable, type ListingTableProps } from '@/components/admin/ListingTable';
import { labelOf } from '@/components/admin/options';
import { RowPhotoTitle } from '@/components/admin/RowPhotoTitle';
import { StatusPill } from '@/components/admin/StatusPill';
import { paths } from '@/config/paths';
import type { Land } from '@/features/lands/schema';
import { formatAcres } from './area';

const COLUMNS: AdminColumn<Land>[] = [
  {
    header: 'Land',
    cell: (land) => (
      <RowPhotoTitle photo={land.propertyImages[0]}>
        <p className="font-semibold text-ink md:min-w-32">
          {land.generalInfo.propertyName || 'Untitled land'}
        </p>
      </RowPhotoTitle>
    ),
    card: 'title',
  },
  { header: 'Type', cell: (land) => labelOf(land.generalInfo.propertyType) },
  {
    header: 'Status',
    cell: (land) => <StatusPill>{labelOf(land.generalInfo.currentStatus)}</StatusPill>,
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
];

export function LandTable(props: ListingTableProps<Land>) {
  return (
    <ListingTable
      {...props}
      caption="Lands"
      columns={COLUMNS}
      nameOf={(land) => land.generalInfo.propertyName || 'land'}
      editPath={paths.updateLand}
    />
  );
}
