import { Link } from 'react-router';
import { RefreshIcon } from '@/components/actionIcons';
import { CloseIcon } from '@/components/icons';
import { fill } from '@/lib/i18n/fill';
import { plural } from '@/lib/i18n/plural';
import { useLanguage, useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { columnName, type ComparedColumn } from '../columns';
import type { ComparedKind } from '../compareList';
import type { MarkedRow } from '../differences';
import { ListingThumb } from './ListingThumb';

export interface CompareTableProps {
  kind: ComparedKind;
  columns: readonly ComparedColumn[];
  rows: readonly MarkedRow[];
  onlyDifferences: boolean;
  onRemove: (column: ComparedColumn) => void;
}

const ROW_HEAD =
  'sticky left-0 z-10 w-32 min-w-32 border-r border-ink/10 px-3 py-3 text-left align-top sm:w-48 sm:min-w-48 sm:px-4 print:static print:w-auto print:min-w-0 print:px-2 print:py-1.5';
const CELL = 'min-w-44 px-3 py-3 align-top sm:px-4 print:min-w-0 print:px-2 print:py-1.5';

function ColumnHead({ column, onRemove }: { column: ComparedColumn; onRemove: () => void }) {
  const words = useMessages('compare').table;
  const local = useLocalPath();
  const name = columnName(column, words);
  const { listing, state } = column;
  // The name is the backend's, as entered; a column without its listing is named in the page's words.
  const lang = listing?.nameLang;
  return (
    <th scope="col" className={`${CELL} text-left font-normal`}>
      <div className="flex flex-col items-start gap-2">
        <ListingThumb name={name} image={listing?.image} size="large" lang={lang} />
        {listing?.to ? (
          <Link
            to={local(listing.to)}
            lang={lang}
            className="font-display text-base leading-snug font-semibold text-ink hover:text-brand-700 hover:underline print:text-sm"
          >
            {name}
          </Link>
        ) : (
          <span
            lang={lang}
            className="font-display text-base leading-snug font-semibold text-ink print:text-sm"
          >
            {name}
          </span>
        )}
        {state === 'missing' ? (
          <p className="rounded-lg bg-danger-soft px-2 py-1 text-xs font-medium text-danger">
            {words.removedNote}
          </p>
        ) : null}
        {state === 'failed' ? (
          <div className="flex flex-col items-start gap-1">
            <p className="text-xs font-medium text-danger">{words.failedNote}</p>
            <button type="button" className="btn-outline min-h-8 px-3 py-1 text-xs" onClick={column.retry}>
              <RefreshIcon className="h-3.5 w-3.5" />
              {words.retry}
            </button>
          </div>
        ) : null}
        <button
          type="button"
          onClick={onRemove}
          aria-label={fill(words.removeWhat, { name })}
          className="btn-danger-text -ml-2.5 min-h-8 print:hidden"
        >
          <CloseIcon className="h-3.5 w-3.5" />
          {words.remove}
        </button>
      </div>
    </th>
  );
}

/**
 * The listings side by side: a column each, a row per fact, the rows whose values differ marked
 * in colour and in words ('Differs'), so a screen reader hears it with the row's name. On a phone
 * the table scrolls sideways under a sticky first column.
 */
export function CompareTable({ kind, columns, rows, onlyDifferences, onRemove }: CompareTableProps) {
  const compare = useMessages('compare');
  const words = compare.table;
  const language = useLanguage();
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const listings = plural(language, compare.counted[kind], columns.length);
  const caption = fill(onlyDifferences ? words.captionDiffering : words.caption, { listings });
  // A value the backend holds as entered (a city, an amenity) is marked English on another language's page.
  const langOf = (index: number, label: string) =>
    columns[index]?.listing?.facts.find((fact) => fact.label === label)?.lang;
  return (
    <div
      role="region"
      aria-label={caption}
      // Scrolls sideways on a phone: a keyboard user can scroll it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-ink/5 print:overflow-visible print:rounded-none print:shadow-none print:ring-0"
    >
      <table className="w-full border-collapse text-sm print:text-[9pt]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink/10">
            <td className={`${ROW_HEAD} bg-white`} />
            {columns.map((column) => (
              <ColumnHead
                key={`${column.ref.kind}-${column.ref.id}`}
                column={column}
                onRemove={() => onRemove(column)}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr
              key={row.label}
              className={`border-b border-ink/10 last:border-b-0 ${row.differs ? 'bg-accent-50' : ''}`}
            >
              <th
                scope="row"
                className={`${ROW_HEAD} font-semibold text-ink ${
                  row.differs ? 'border-l-4 border-l-accent-500 bg-accent-50' : 'bg-white'
                }`}
              >
                <span className="block">{row.label}</span>
                {row.differs ? (
                  <span className="mt-1 inline-block rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-700">
                    {compare.differs}
                  </span>
                ) : null}
              </th>
              {row.values.map((value, index) => (
                <td key={index} lang={langOf(index, row.label)} className={`${CELL} text-ink-soft`}>
                  {value ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? (
        <p className="px-4 py-8 text-center text-ink-muted">{words.noDifferences}</p>
      ) : null}
    </div>
  );
}
