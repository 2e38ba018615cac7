import { normaliseText } from '@/lib/text';

/** One fact of every listing compared: `null` where a listing has no value (it is gone or not in yet). */
interface CompareRow {
  label: string;
  values: readonly (string | null)[];
}

export interface MarkedRow extends CompareRow {
  differs: boolean;
}

/**
 * A row differs when two listings that have it show it differently; case and spacing do not count,
 * and a listing without the value (removed from the site, still loading) is left out.
 */
export function rowDiffers(values: readonly (string | null)[]): boolean {
  const shown = new Set(values.filter((value): value is string => value !== null).map(normaliseText));
  return shown.size > 1;
}

/**
 * The table's rows from each listing's facts, in the order of the first listing that has them, one
 * row per label; a listing's missing fact reads as `null`.
 */
export function compareRows(
  columns: readonly (readonly { label: string; value: string }[] | null)[],
): MarkedRow[] {
  const labels: string[] = [];
  for (const facts of columns)
    for (const fact of facts ?? []) if (!labels.includes(fact.label)) labels.push(fact.label);
  return labels.map((label) => {
    const values = columns.map((facts) => facts?.find((fact) => fact.label === label)?.value ?? null);
    return { label, values, differs: rowDiffers(values) };
  });
}
