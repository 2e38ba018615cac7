import { amountFrom } from '@/lib/numbers';
import { isRecord, recordsIn } from '@/lib/parse';

/** The text the backend holds for each field the form cannot show, by the field's name in the form. */
export type StoredAs = Readonly<Record<string, string>>;

/**
 * The numbers the form would show as 0 because the backend holds text no reader takes for a number
 * ('G+12', '2,500 a month'), by their place in the body, which the form's names follow.
 */
function numbersNotRead(body: unknown, asSent: unknown, path: string, found: Record<string, string>): void {
  if (typeof body === 'number') {
    if (body === 0 && typeof asSent === 'string' && Number.isNaN(amountFrom(asSent))) found[path] = asSent;
    return;
  }
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(body)) {
    // A list's rows were read, in order, from the records among what was sent.
    const rows = recordsIn(asSent);
    body.forEach((row, index) => numbersNotRead(row, rows[index], at(index), found));
    return;
  }
  if (!isRecord(body)) return;
  const fields = isRecord(asSent) ? asSent : {};
  for (const [key, value] of Object.entries(body)) numbersNotRead(value, fields[key], at(key), found);
}

/** `values` with the text field at `path` (dot-separated) emptied, where there is one. */
function emptied<Values>(values: Values, path: readonly string[]): Values {
  const [key, ...rest] = path;
  if (key === undefined) return values;
  if (Array.isArray(values)) {
    const index = Number(key);
    return values.map((item: unknown, at) => (at === index ? emptied(item, rest) : item)) as Values;
  }
  if (!isRecord(values) || !(key in values)) return values;
  const field = values[key];
  if (rest.length === 0) return (typeof field === 'string' ? { ...values, [key]: '' } : values) as Values;
  return { ...values, [key]: emptied(field, rest) } as Values;
}

/**
 * What an edit form opens with: the record's values, less the numbers it could not read, which
 * show empty (not 0) with the backend's text beside them (`storedAs`). Left empty, such a field
 * goes back as the backend has it: the save sends every field the administrator did not change
 * as it came (`mergeEdit`).
 */
export function formOpenedOn<Values>(
  values: Values,
  openedBody: unknown,
  asSent: unknown,
): { values: Values; storedAs: StoredAs } {
  const storedAs: Record<string, string> = {};
  numbersNotRead(openedBody, asSent, '', storedAs);
  const shown = Object.keys(storedAs).reduce((form, path) => emptied(form, path.split('.')), values);
  return { values: shown, storedAs };
}
