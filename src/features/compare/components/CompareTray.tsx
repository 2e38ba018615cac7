import { Link } from 'react-router';
import { CloseIcon } from '@/components/icons';
import { fill } from '@/lib/i18n/fill';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { columnName, type ComparedColumn } from '../columns';
import { COMPARE_MAX, type ComparedKind } from '../compareList';
import { CompareIcon } from './compareIcons';
import { ListingThumb } from './ListingThumb';

export interface CompareTrayProps {
  kind: ComparedKind;
  columns: readonly ComparedColumn[];
  /** The comparison's address, /compare?ids=... */
  compareTo: string;
  onRemove: (column: ComparedColumn) => void;
  onClear: () => void;
}

/**
 * Heights by width, so the page can keep as much room free at its foot (TraySpace): the tray is
 * fixed over the page and must not hide its end.
 */
const HEIGHT = 'h-36 sm:h-24';

/**
 * What is chosen to compare, fixed at the foot of the page above any bottom bar, and clear of the
 * chat button on the right: each listing with a way to take it out, 'Compare now' from two on, and
 * 'Clear'.
 */
export function CompareTray({ kind, columns, compareTo, onRemove, onClear }: CompareTrayProps) {
  const { tray: words, table } = useMessages('compare');
  const local = useLocalPath();
  const ready = columns.length >= 2;
  const count = fill(words.count[kind], { count: columns.length, max: COMPARE_MAX });
  const status = fill(words.status, { chosen: count });
  return (
    <aside
      aria-label={words.label}
      className={`fixed bottom-[var(--bottom-bar,0px)] left-0 right-[5.25rem] z-30 p-2 sm:right-[5.75rem] sm:p-3 print:hidden ${HEIGHT}`}
    >
      <div className="mx-auto flex h-full max-w-5xl flex-col gap-2 rounded-2xl bg-white p-2.5 shadow-lift ring-1 ring-ink/10 sm:flex-row sm:items-center sm:gap-4 sm:px-4">
        <div className="hidden shrink-0 sm:block">
          <p className="flex items-center gap-1.5 font-semibold text-ink">
            <CompareIcon className="h-4 w-4 text-brand-600" />
            {words.title}
          </p>
          <p className="text-xs text-ink-muted">{count}</p>
        </div>
        <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto" aria-label={words.chosenLabel}>
          {columns.map((column) => {
            const name = columnName(column, table);
            const lang = column.listing?.nameLang;
            return (
              <li
                key={`${column.ref.kind}-${column.ref.id}`}
                className="flex max-w-[13rem] shrink-0 items-center gap-2 rounded-xl bg-sand py-1 pr-1 pl-1"
              >
                <ListingThumb name={name} image={column.listing?.image} size="small" lang={lang} />
                <span lang={lang} className="min-w-0 truncate text-sm font-medium text-ink">
                  {name}
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(column)}
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-dark hover:text-ink"
                  aria-label={fill(table.removeWhat, { name })}
                >
                  <CloseIcon className="h-4 w-4" />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="flex shrink-0 items-center gap-2">
          <button type="button" className="btn-ghost min-h-10 px-3" onClick={onClear}>
            {words.clear}
          </button>
          {ready ? (
            <Link
              to={local(compareTo)}
              className="btn-primary min-h-10 flex-1 px-4 whitespace-nowrap sm:flex-none"
            >
              {words.compareNow}
            </Link>
          ) : (
            <button
              type="button"
              className="btn-primary min-h-10 flex-1 px-4 whitespace-nowrap sm:flex-none"
              disabled
            >
              {words.compareNow}
            </button>
          )}
        </div>
      </div>
      <p role="status" className="sr-only">
        {ready ? status : `${status} ${words.oneMore}`}
      </p>
    </aside>
  );
}

/** Room at the foot of the page as tall as the tray, so the tray never hides the page's end. */
export function TraySpace() {
  return <div aria-hidden="true" className={`${HEIGHT} print:hidden`} />;
}
