/**
 * Select choices from a backend's value list. Values stay exactly the backend's; labels are
 * spelled for people. A stored value missing from a list is offered too, so an edit never
 * silently changes what the user did not touch.
 */
import type { SelectOption } from './FormControls';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Options whose labels are the values capitalised, unless `labels` spells one differently. */
export function optionsOf(
  values: readonly string[],
  labels: Readonly<Record<string, string>> = {},
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] ?? capitalised(value) }));
}

/**
 * The options plus any stored values they lack, labelled "(as stored)" so one that differs from
 * a listed value only in case is told apart from it.
 */
export function withStored(options: readonly SelectOption[], stored: readonly string[]): SelectOption[] {
  const known = new Set(options.map((option) => option.value));
  const extra = [...new Set(stored)].filter((value) => value.trim() !== '' && !known.has(value));
  return [...options, ...extra.map((value) => ({ value, label: `${value} (as stored)` }))];
}

/** How a stored value reads in a list: its label, or the value capitalised, or a dash. */
export function labelOf(value: string, labels: Readonly<Record<string, string>> = {}): string {
  return value ? (labels[value] ?? capitalised(value)) : '—';
}
