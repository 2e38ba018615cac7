import { useCallback, useEffect, useMemo } from 'react';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { paginate } from '@/lib/pagination';
import { usePageAddress } from '@/lib/usePageAddress';
import { useUrlState } from '@/lib/useUrlState';
import { listReturnState } from './listReturn';

export type ListQuery<Filter extends string> = { q: string } & Record<Filter, string>;

export interface ListAnswer<Row> {
  data: readonly Row[] | undefined;
  /** Only once the answer is in is a page past the end moved back into range. */
  isSuccess: boolean;
}

export interface AdminListOptions<Row, Filter extends string> {
  /** The back office's usual page size unless the list has its own. */
  pageSize?: number;
  filters?: Record<Filter, string>;
  matches?: (row: Row, query: ListQuery<Filter>) => boolean;
  order?: (a: Row, b: Row) => number;
}

export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const NO_FILTERS = {};

export const isFiltering = (query: Record<string, string>) =>
  Object.values(query).some((value) => value.trim() !== '');

export function shownRows<Row, Query extends Record<string, string>>(
  rows: readonly Row[],
  query: Query,
  matches?: (row: Row, query: Query) => boolean,
  order?: (a: Row, b: Row) => number,
): readonly Row[] {
  const matching = matches && isFiltering(query) ? rows.filter((row) => matches(row, query)) : rows;
  return order ? [...matching].sort(order) : matching;
}

export function useAdminList<Row, Filter extends string = never>(
  { data: rows, isSuccess: loaded }: ListAnswer<Row>,
  {
    pageSize = ADMIN_PAGE_SIZE,
    filters = NO_FILTERS as Record<Filter, string>,
    matches,
    order,
  }: AdminListOptions<Row, Filter> = {},
) {
  const [state, updateUrl] = useUrlState<'q' | 'page' | Filter>({ q: '', page: '1', ...filters });
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
    filtering: isFiltering(query),
    shown,
    ...current,
    setPage,
    firstNumber: (current.page - 1) * pageSize + 1,
    /** Router state each Edit link carries, so Cancel and a save come back to this page. */
    editState: listReturnState(search),
  };
}
