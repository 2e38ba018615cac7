import { AdminTable, type AdminColumn } from './AdminTable';
import { RowActions } from './RowActions';

/** What a list screen hands its table: the page of rows it shows, and its Delete flow. */
export interface ListingTableProps<Row> {
  page: { items: readonly Row[]; firstNumber: number; editState: unknown };
  remove: { busy: boolean; ask: (row: Row) => void };
}

interface ListingColumns<Row> {
  caption: string;
  /** The kind's own columns, between the row's number and its Edit and Delete. */
  columns: readonly AdminColumn<Row>[];
  /** The row as Edit and Delete name it to screen readers. */
  nameOf: (row: Row) => string;
  editPath: (id: string) => string;
}

/** The back office's table of buildings or of lands: numbered rows, each with Edit and Delete. */
export function ListingTable<Row extends { _id: string }>({
  page,
  remove,
  caption,
  columns,
  nameOf,
  editPath,
}: ListingTableProps<Row> & ListingColumns<Row>) {
  const all: AdminColumn<Row>[] = [
    {
      header: 'S no.',
      cell: (_, index) => page.firstNumber + index,
      className: 'w-12 tabular-nums whitespace-nowrap',
      card: 'hidden',
    },
    ...columns,
    {
      header: 'Action',
      cell: (row) => (
        <RowActions
          name={nameOf(row)}
          id={row._id}
          editTo={editPath(row._id)}
          editState={page.editState}
          onDelete={() => remove.ask(row)}
          disabled={remove.busy}
        />
      ),
      className: 'md:text-right',
      card: 'plain',
    },
  ];
  return (
    <AdminTable
      caption={caption}
      columns={all}
      rows={page.items}
      rowKey={(row, index) => row._id || `row-${index}`}
    />
  );
}
