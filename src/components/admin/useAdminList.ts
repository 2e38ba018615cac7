import { useCallback, useEffect, useMemo } from 'react';
import { paginate } from '@/lib/pagination';
import { usePageAddress } from '@/lib/usePageAddress';
import { useUrlState } from '@/lib/useUrlState';
import { listReturnState } from './listReturn';

/** A list's search text (`q`) and its filters, each under its field's name, as the URL has them. */
export type ListQuery<Filter extends string> = { q: string } & Record<Filter, string>;

/** The list's query: every row the backend answered, once it is in. */
export interface ListAnswer<Row> {
  data: readonly Row[] | undefined;
  /** Only once the answer is in is a page past the end moved back into range. */
  isSuccess: boolean;
}

export interface AdminListOptions<Row, Filter extends string> {
  pageSize: number;
  /** The list's filters by field name, each with its "all" value (usually ''). */
  filters?: Record<Filter, string>;
  /** Whether a row passes the search text and the filters. Module-level, so it is stable. */
  matches?: (row: Row, query: ListQuery<Filter>) => boolean;
  /** The order rows are shown in (default: as answered). Module-level, so it is stable. */
  order?: (a: Row, b: Row) => number;
}

/** The 1-based page a `page` query value asks for (1 when absent or not a whole number). */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const NO_FILTERS = {};

/** True when the search text or any filter is set. */
export const isFiltering = (query: Record<string, string>) =>
  Object.values(query).some((value) => value.trim() !== '');

/** The rows that pass the query, in order; the answer itself when nothing filters or orders it. */
export function shownRows<Row, Query extends Record<string, string>>(
  rows: readonly Row[],
  query: Query,
  matches?: (row: Row, query: Query) => boolean,
  order?: (a: Row, b: Row) => number,
): readonly Row[] {
  const matching = matches && isFiltering(query) ? rows.filter((row) => matches(row, query)) : rows;
  return order ? [...matching].sort(order) : matching;
}

/**
 * The one state of every back-office list, kept in the URL (so refresh, back and a shared link
 * keep it): the search text under `q`, each filter under its field's name, and `page`. A change of
 * search or filter goes back to page 1; a page past the end (the last row of the last page was
 * deleted, or an old link) is moved back into range once the list has loaded.
 */
export function useAdminList<Row, Filter extends string = never>(
  { data: rows, isSuccess: loaded }: ListAnswer<Row>,
  { pageSize, filters = NO_FILTERS as Record<Filter, string>, matches, order }: AdminListOptions<Row, Filter>,
) {
  const [state, updateUrl] = useUrlState<'q' | 'page' | Filter>({ q: '', page: '1', ...filters });
  // The generic keys are plain strings to the URL.
  const update = updateUrl as (changes: Partial<Record<string, string>>) => void;
  const { search } = usePageAddress();
  const pageText = state.page;
  // Everything in the URL but the page (useUrlState keeps `state` while the URL is unchanged).
  const query = useMemo(() => {
    const { page: _page, ...rest } = state;
    return rest as ListQuery<Filter>;
  }, [state]);

  const shown = useMemo(() => shownRows(rows ?? [], query, matches, order), [rows, query, matches, order]);

  const requested = parsePage(pageText);
  const current = paginate(shown, requested, pageSize);
  const setPage = useCallback((page: number) => update({ page: String(page) }), [update]);
  useEffect(() => {
    if (loaded && requested !== current.page) setPage(current.page);
  }, [loaded, requested, current.page, setPage]);

  const setQuery = useCallback((changes: Partial<ListQuery<Filter>>) => update(changes), [update]);
  const clearQuery = useCallback(
    () =>
      update(Object.fromEntries(Object.keys(query).map((key) => [key, ''])) as Partial<ListQuery<Filter>>),
    [update, query],
  );

  return {
    query,
    setQuery,
    clearQuery,
    /** True when the search text or any filter is set (Clear Filters is enabled only then). */
    filtering: isFiltering(query),
    /** Every row that passes, in order: what an export takes. */
    shown,
    ...current,
    setPage,
    /** The number of the page's first row (page 2 of 5 a page starts at 6). */
    firstNumber: (current.page - 1) * pageSize + 1,
    /** Router state each Edit link carries, so Cancel and a save come back to this page. */
    editState: listReturnState(search),
  };
}
