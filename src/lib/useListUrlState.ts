import { useCallback, useMemo } from 'react';
import { useUrlState } from './useUrlState';

type Changes<Key extends string> = Partial<Record<Key | 'search' | 'page', string>>;

/**
 * A public list's state in its address, so refresh, Back and a shared link keep it: the values the
 * list declares (its filters, each with its default), the search box and the page. Any change but
 * the page's own sends the visitor back to page 1 (useUrlState).
 */
export function useListUrlState<Key extends string>(declared: Record<Key, string>) {
  const [state, update] = useUrlState({ ...declared, search: '', page: '1' });
  // Keyed by the declared values alone: a keystroke in the search leaves them, and the list's work
  // that depends on them, as they were.
  const valuesKey = JSON.stringify((Object.keys(declared) as Key[]).map((key) => [key, state[key]]));
  const values = useMemo(
    () => Object.fromEntries(JSON.parse(valuesKey) as [Key, string][]) as Record<Key, string>,
    [valuesKey],
  );

  const setSearch = useCallback((text: string) => update({ search: text } as Changes<Key>), [update]);
  const page = Number.parseInt(state.page, 10) || 1;
  const changePage = useCallback((next: number) => update({ page: String(next) } as Changes<Key>), [update]);
  return { values, search: state.search, setSearch, page, changePage, update };
}
