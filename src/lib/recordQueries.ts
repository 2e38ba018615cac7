import { queryOptions } from '@tanstack/react-query';

/**
 * The reads of a kind of record: all of them, and one by its id. Both are cached under the kind's
 * name, so refreshing the list after a write refreshes every record's page too.
 */
export function recordQueries<Kind extends string, Item>(
  kind: Kind,
  getAll: () => Promise<Item[]>,
  getOne: (id: string) => Promise<Item>,
) {
  return {
    all: () => queryOptions({ queryKey: [kind] as const, queryFn: getAll }),
    one: (id: string) => queryOptions({ queryKey: [kind, id] as const, queryFn: () => getOne(id) }),
  };
}
