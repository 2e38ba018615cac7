import type { AdminColumn } from './AdminTable';

/** A list's first column: each row's place in the whole filtered list; a phone's card leaves it out. */
export const serialColumn = <Row>(firstNumber: number): AdminColumn<Row> => ({
  header: 'S no.',
  cell: (_, index) => firstNumber + index,
  className: 'w-12 tabular-nums whitespace-nowrap text-ink-muted',
  card: 'hidden',
});
