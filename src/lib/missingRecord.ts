import { statusOf } from './errors';

/** The load of one record by its id, as its query gives it. */
export interface RecordLoad<Item> {
  data: Item | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * Whether a page opened by id has no record to show: no id in its address, a 404 from the backend,
 * or an answer that `isEmpty` finds is not a record (an empty or malformed one).
 */
export function isMissingRecord<Item>(
  id: string | undefined,
  load: RecordLoad<Item>,
  isEmpty: (record: Item) => boolean,
): boolean {
  return !id || (load.isError && statusOf(load.error) === 404) || (load.data ? isEmpty(load.data) : false);
}
