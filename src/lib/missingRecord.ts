import { statusOf } from './httpStatus';

export interface RecordLoad<Item> {
  data: Item | undefined;
  isError: boolean;
  error: unknown;
}

export function isMissingRecord<Item>(
  id: string | undefined,
  load: RecordLoad<Item>,
  isEmpty: (record: Item) => boolean,
): boolean {
  return !id || (load.isError && statusOf(load.error) === 404) || (load.data ? isEmpty(load.data) : false);
}
