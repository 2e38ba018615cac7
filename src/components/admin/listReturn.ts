/** The list's query rides to its edit page in router state, so Cancel and a save return to the same page. */
export interface ListReturnState {
  listSearch: string;
}

export function listReturnState(search: string): ListReturnState {
  return { listSearch: search };
}

export function listReturnPath(base: string, state: unknown): string {
  if (typeof state === 'object' && state !== null && 'listSearch' in state) {
    const search = (state as { listSearch: unknown }).listSearch;
    if (typeof search === 'string' && search.startsWith('?')) return `${base}${search}`;
  }
  return base;
}
