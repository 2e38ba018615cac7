import { isRecord } from './parse';

const idOf = (item: Record<string, unknown>) =>
  typeof item._id === 'string' && item._id !== '' ? item._id : undefined;

/**
 * The read item an edited row was made from: the one with its `_id`, or, where the backend gives its
 * rows no ids, the one at its place. A row with no `_id` among rows that have them is new.
 */
function readRow(asRead: readonly unknown[], row: Record<string, unknown>, index: number) {
  const id = idOf(row);
  if (id !== undefined) return asRead.find((item) => isRecord(item) && idOf(item) === id);
  const atPlace = asRead[index];
  return isRecord(atPlace) && idOf(atPlace) === undefined ? atPlace : undefined;
}

function merge(asRead: unknown, edited: unknown): unknown {
  if (Array.isArray(edited)) {
    const readList = Array.isArray(asRead) ? asRead : [];
    return edited.map((item: unknown, index) =>
      isRecord(item) ? merge(readRow(readList, item, index), item) : item,
    );
  }
  if (!isRecord(edited)) return edited;
  const merged: Record<string, unknown> = isRecord(asRead) ? { ...asRead } : {};
  for (const [key, value] of Object.entries(edited)) {
    // A field the edit leaves undefined is not sent, whatever was read.
    if (value === undefined) delete merged[key];
    else merged[key] = merge(merged[key], value);
  }
  return merged;
}

/**
 * The body of an edit: the record as it was read with the form's values over it, at every depth.
 * Keys the form does not model (a date the backend keeps, a row's `_id`, a field added later) go back
 * as they came; what the form holds, cleared fields and removed rows included, is what is sent.
 */
export function mergeEdit<Body extends object>(asRead: unknown, edited: Body): Body {
  // The merge only adds keys to `edited`'s own, so the body is still a `Body`.
  return merge(asRead, edited) as Body;
}
