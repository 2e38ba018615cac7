import { amountFrom } from './numbers';
import { isRecord, recordsIn } from './parse';

const idOf = (item: Record<string, unknown>) =>
  typeof item._id === 'string' && item._id !== '' ? item._id : undefined;

/** Equal as the backend would read them: a form's body is plain JSON, built the same way each time. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How many of `row`'s fields hold what `other` holds. */
const sharedFields = (row: Record<string, unknown>, other: Record<string, unknown>) =>
  Object.keys(row).filter((key) => sameValue(row[key], other[key])).length;

/**
 * For each edited row, the place among `before` of the row it was made from: the one with its
 * `_id`; where rows have no ids, the one holding all the same values, else the one holding most of
 * them when no other holds as many. Never by place alone: when the first of two rows is removed,
 * the second must not take the first one's fields. A row that matches nothing, or matches two
 * rows equally, is new: it takes nothing it does not hold.
 */
function rowSources(
  edited: readonly unknown[],
  before: readonly unknown[],
  sent: readonly unknown[],
): (number | undefined)[] {
  const sources: (number | undefined)[] = edited.map(() => undefined);
  const ambiguous = new Set<number>();
  const taken = new Set<number>();
  const take = (index: number, source: number) => {
    sources[index] = source;
    taken.add(source);
  };
  const withoutId = () =>
    before.flatMap((item, place) =>
      isRecord(item) && idOf(item) === undefined && !taken.has(place) ? [{ item, place }] : [],
    );

  edited.forEach((row, index) => {
    const id = isRecord(row) ? idOf(row) : undefined;
    if (id === undefined) return;
    const place = before.findIndex((item) => isRecord(item) && idOf(item) === id);
    if (place >= 0) take(index, place);
  });
  const unmatched = () =>
    edited.flatMap((row, index) =>
      isRecord(row) && idOf(row) === undefined && sources[index] === undefined ? [{ row, index }] : [],
    );
  const holdsAll = (row: Record<string, unknown>, item: Record<string, unknown>) =>
    Object.keys(row).length > 0 && sharedFields(row, item) === Object.keys(row).length;
  for (const { row, index } of unmatched()) {
    const same = withoutId().filter(({ item }) => holdsAll(row, item));
    // Rows that read alike may differ in what the form does not show. They are paired in order only
    // when none of them was removed (as many edited rows read so) or they were sent alike too.
    const [first] = same;
    if (!first) continue;
    const alike = unmatched().filter((other) => holdsAll(other.row, row)).length;
    const sentAlike = same.every(({ place }) => sameValue(sent[place], sent[first.place]));
    if (same.length === 1 || same.length === alike || sentAlike) take(index, first.place);
    // Several rows read alike and one of them went: which one is not known, so none is taken.
    else ambiguous.add(index);
  }
  for (const { row, index } of unmatched()) {
    if (ambiguous.has(index)) continue;
    const scored = withoutId().map(({ item, place }) => ({ place, shared: sharedFields(row, item) }));
    const most = Math.max(0, ...scored.map(({ shared }) => shared));
    const best = scored.filter(({ shared }) => shared === most);
    if (most > 0 && best.length === 1 && best[0]) take(index, best[0].place);
  }
  return sources;
}

/** What the form opened with at a place, when the caller told it (`known`). */
type Opened = { known: true; value: unknown } | { known: false };

function mergeRows(asSent: unknown, edited: readonly unknown[], opened: Opened): unknown[] {
  const sentRows = recordsIn(asSent);
  const openedRows = opened.known && Array.isArray(opened.value) ? opened.value : undefined;
  // The rows the form opened with were read, in order, from the records as sent; when their counts
  // differ (the record changed since), the edited rows are matched with the records themselves.
  const before = openedRows?.length === sentRows.length ? openedRows : sentRows;
  const sources = rowSources(edited, before, sentRows);
  return edited.map((row, index) => {
    const source = sources[index];
    if (!isRecord(row)) return row;
    if (source === undefined) return merge(undefined, row, { known: false });
    return merge(
      sentRows[source],
      row,
      before === openedRows ? { known: true, value: openedRows[source] } : { known: false },
    );
  });
}

/**
 * Whether the value sent and the form's say the same: the same text, or the same number written
 * another way ('2', '45,00,000'). Then the form's goes, in the type the form gives it.
 */
function saysTheSame(asSent: unknown, edited: unknown): boolean {
  if (typeof edited === 'number' && typeof asSent === 'string') return amountFrom(asSent) === edited;
  if (typeof edited === 'string' && (typeof asSent === 'string' || typeof asSent === 'number'))
    return String(asSent).trim() === edited.trim();
  return sameValue(asSent, edited);
}

function merge(asSent: unknown, edited: unknown, opened: Opened): unknown {
  // Left as the form opened, a value the form could not show as sent ('G+12', shown as 0; a list
  // the reader thinned) goes back exactly as the backend sent it.
  const keptAsSent =
    opened.known && asSent !== undefined && sameValue(edited, opened.value) && !saysTheSame(asSent, edited);
  if (Array.isArray(edited)) {
    if (edited.some(isRecord)) return mergeRows(asSent, edited, opened);
    return keptAsSent ? asSent : edited;
  }
  if (!isRecord(edited)) return keptAsSent ? asSent : edited;
  const merged: Record<string, unknown> = isRecord(asSent) ? { ...asSent } : {};
  const openedFields = opened.known && isRecord(opened.value) ? opened.value : undefined;
  for (const [key, value] of Object.entries(edited)) {
    const field = merge(
      merged[key],
      value,
      openedFields ? { known: true, value: openedFields[key] } : { known: false },
    );
    // A field the edit leaves undefined is not sent (one left as it opened came back above).
    if (field === undefined) delete merged[key];
    else merged[key] = field;
  }
  return merged;
}

/**
 * The body of an edit: the record as the backend sent it with the form's values over it, at every
 * depth. Keys the form does not model (a date the backend keeps, a row's `_id`, a field added
 * later) go back as they came; so does, given `opened` (what the form would send unchanged), every
 * field the administrator did not change that the form could not show as sent ('G+12' stays
 * 'G+12', not the 0 the form showed). A field the form read as it is ('751024' as 751024) goes in
 * the form's type. What the form changed, cleared fields and removed rows included, is what is sent.
 */
export function mergeEdit<Body extends object>(asSent: unknown, edited: Body, opened?: Body): Body {
  // The merge keeps `edited`'s keys, adding others, so the body is still a `Body` in shape.
  return merge(asSent, edited, opened ? { known: true, value: opened } : { known: false }) as Body;
}
