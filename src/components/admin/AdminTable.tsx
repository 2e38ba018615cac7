import type { ReactNode } from 'react';

export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
  card?: 'labelled' | 'title' | 'plain' | 'hidden';
}

export interface AdminTableProps<Row> {
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}

const CELL = 'px-2 py-3 align-middle first:pl-4 last:pr-4';
const CARD_CELL = {
  labelled:
    'max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1.5 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-ink-muted max-md:before:uppercase max-md:before:content-[attr(data-label)]',
  title: 'max-md:block max-md:px-0 max-md:pt-0 max-md:pb-2 max-md:text-base',
  plain: 'max-md:mt-2 max-md:block max-md:border-t max-md:border-ink/10 max-md:px-0 max-md:pt-2 max-md:pb-0',
  hidden: 'max-md:hidden',
} as const;

export function AdminTable<Row>({ caption, columns, rows, rowKey }: AdminTableProps<Row>) {
  return (
    <div
      className="md:card md:overflow-x-auto"
      role="region"
      aria-label={caption}
      // A keyboard user can scroll the table sideways when a narrow screen cannot show it whole.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table role="table" className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-dark/70 max-md:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={`px-2 py-3 text-xs font-semibold tracking-wide text-ink-soft uppercase first:pl-4 last:pr-4 ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
          {rows.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              role="row"
              className="border-t border-ink/10 hover:bg-brand-50/40 max-md:block max-md:rounded-2xl max-md:border-0 max-md:bg-white max-md:px-4 max-md:py-3 max-md:shadow-card"
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  // The explicit role keeps the cell a cell for screen readers when laid out as a card.
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                  role="cell"
                  data-label={column.header}
                  className={`${CELL} ${CARD_CELL[column.card ?? 'labelled']} ${column.className ?? ''}`}
                >
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
