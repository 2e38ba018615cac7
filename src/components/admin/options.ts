// A stored value missing from a list is offered too, so an edit never silently changes an untouched field.
import type { SelectOption } from './FormControls';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function optionsOf(
  values: readonly string[],
  labels: Readonly<Record<string, string>> = {},
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] ?? capitalised(value) }));
}

/** Labelled "(as stored)" so a value that differs from a listed one only in case is told apart. */
export function withStored(options: readonly SelectOption[], stored: readonly string[]): SelectOption[] {
  const known = new Set(options.map((option) => option.value));
  const extra = [...new Set(stored)].filter((value) => value.trim() !== '' && !known.has(value));
  return [...options, ...extra.map((value) => ({ value, label: `${value} (as stored)` }))];
}

export function labelOf(value: string, labels: Readonly<Record<string, string>> = {}): string {
  return value ? (labels[value] ?? capitalised(value)) : '—';
}
