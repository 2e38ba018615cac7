import { useId } from 'react';
import { CloseIcon } from '@/components/icons';
import { SelectOptions } from '@/components/SelectOptions';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { plural } from '@/lib/i18n/plural';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import type { SortOption } from './filterOptions';

export interface ResultsBarProps {
  /** The cards shown and the page; undefined while a narrowed list loads (its skeleton says so). */
  count?: { shown: number; total: number; page: number; pageCount: number };
  canClear: boolean;
  onClear: () => void;
  sorts: readonly SortOption[];
  sort: string;
  onSort: (sort: string) => void;
}

function countText(
  { shown, total, page, pageCount }: NonNullable<ResultsBarProps['count']>,
  language: Language,
  words: Messages<'properties'>,
): string {
  const cards =
    shown === total ? plural(language, words.count, total) : fill(words.countOf, { shown, total });
  return pageCount > 1 ? `${cards}${fill(words.pageOf, { page, pageCount })}` : cards;
}

export function ResultsBar({ count, canClear, onClear, sorts, sort, onSort }: ResultsBarProps) {
  const sortId = useId();
  const language = useLanguage();
  const words = useMessages('properties');
  // A sort from the other list (an edited link) reads as the default, Newest.
  const value = sorts.some((option) => option.value === sort) ? sort : '';
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <p role="status" className="text-sm text-ink-muted">
        {count ? countText(count, language, words) : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: the button keeps the focus after it has cleared everything. */}
        <button
          type="button"
          className="btn-ghost px-3 aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:hover:bg-transparent"
          aria-disabled={!canClear}
          onClick={canClear ? onClear : undefined}
        >
          <CloseIcon className="h-4 w-4" />
          {words.clearAll}
        </button>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-ink-soft">
            {words.sortBy}
          </label>
          <select
            id={sortId}
            className="input w-auto"
            value={value}
            onChange={(event) => onSort(event.target.value)}
          >
            <SelectOptions
              options={sorts.map((option) => ({ value: option.value, label: words.sorts[option.word] }))}
            />
          </select>
        </div>
      </div>
    </div>
  );
}
