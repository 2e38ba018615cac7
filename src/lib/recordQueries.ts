import { queryOptions } from '@tanstack/react-query';
import type { RecordAsSent } from './recordRequests';

/**
 * The reads of a kind of record: all of them, one by its id, and one for its edit screen (as shown
 * and as sent). All are cached under the kind's name, so refreshing the list after a write
 * refreshes every record's page and edit screen too.
 */
export function recordQueries<Kind extends string, Item>(
  kind: Kind,
  getAll: () => Promise<Item[]>,
  getOne: (id: string) => Promise<Item>,
  getForEdit: (id: string) => Promise<RecordAsSent<Item>>,
) {
  return {
    all: () => queryOptions({ queryKey: [kind] as const, queryFn: getAll }),
    one: (id: string) => queryOptions({ queryKey: [kind, id] as const, queryFn: () => getOne(id) }),
    edit: (id: string) =>
      queryOptions({ queryKey: [kind, id, 'as sent'] as const, queryFn: () => getForEdit(id) }),
  };
}
