import { fill } from '@/lib/i18n/fill';
import { pageWindow } from '@/lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}

export interface NumberedPagerProps extends PagerProps {
  /** A page button's name for a screen reader, '{page}' its number: a public list's in its page's language. */
  pageButton?: string;
}

export function Pager({ page, pageCount, onChange, label = 'Pagination' }: PagerProps) {
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-center gap-3">
      <button
        type="button"
        className="btn-outline px-3 py-1.5"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeftIcon className="h-4 w-4" />
        Prev
      </button>
      <span className="min-w-24 text-center text-sm text-ink-soft" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="btn-outline px-3 py-1.5"
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount}
      >
        Next
        <ChevronRightIcon className="h-4 w-4" />
      </button>
    </nav>
  );
}

export function NumberedPager({
  page,
  pageCount,
  onChange,
  label = 'Pagination',
  pageButton = 'Page {page}',
}: NumberedPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {pageWindow(page, pageCount).map((number, index) =>
        number === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            onClick={() => onChange(number)}
            aria-current={number === page ? 'page' : undefined}
            aria-label={fill(pageButton, { page: number })}
            className={`h-9 min-w-9 rounded-lg px-3 text-sm font-semibold ${
              number === page
                ? 'bg-brand-600 text-white'
                : 'bg-white text-ink-soft shadow-card hover:bg-brand-50'
            }`}
          >
            {number}
          </button>
        ),
      )}
    </nav>
  );
}
