/**
 * A list's query (page, filters) travels to its edit page in the router's location state, so
 * Cancel and a successful save return to the same page and filters, not to page 1.
 */
export interface ListReturnState {
  listSearch: string;
}

/** The state an Edit link carries: the list's current `?query`. */
export function listReturnState(search: string): ListReturnState {
  return { listSearch: search };
}

/** The list path to return to: `base` plus the query the edit page was opened from, if any. */
export function listReturnPath(base: string, state: unknown): string {
  if (typeof state === 'object' && state !== null && 'listSearch' in state) {
    const search = (state as { listSearch: unknown }).listSearch;
    if (typeof search === 'string' && search.startsWith('?')) return `${base}${search}`;
  }
  return base;
}
