/**
 * The pieces every /properties filter shares: the choices a select offers (from the loaded
 * records), how a chosen value matches a record, and how a typed number bound reads. Pure, so
 * the lists can recompute them in a useMemo on every change.
 */
import { normaliseText } from '@/lib/text';
import type { FilterKey, PropertyFilters } from './usePropertyListState';

/** One choice of a select: the value kept in the URL and the text people read. */
export interface FilterOption {
  value: string;
  label: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorts by what people read: case-insensitive, '2 BHK' before '10 BHK'. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/**
 * The choices for a select from the values the loaded records hold: each once (ignoring case and
 * spacing; the first spelling met is kept), blanks left out, sorted by their label.
 */
export function distinctOptions(
  values: Iterable<string>,
  label: (value: string) => string = (value) => value,
): FilterOption[] {
  const seen = new Map<string, FilterOption>();
  for (const raw of values) {
    const key = normaliseText(raw);
    if (!key || seen.has(key)) continue;
    const value = raw.trim().replace(/\s+/g, ' ');
    seen.set(key, { value, label: label(value) });
  }
  return [...seen.values()].sort((a, b) => compareText(a.label, b.label));
}

/**
 * What a select shows for the URL's value: the option it names in any case; a value no loaded
 * record holds (an older shared link) becomes an option of its own, so the select shows what
 * filters the list. '' is the select's 'All' choice.
 */
export function selectChoice(
  options: readonly FilterOption[],
  selected: string,
  label: (value: string) => string = (value) => value,
): { options: readonly FilterOption[]; value: string } {
  const key = normaliseText(selected);
  if (!key) return { options, value: '' };
  const match = options.find((option) => normaliseText(option.value) === key);
  if (match) return { options, value: match.value };
  const value = selected.trim();
  return { options: [...options, { value, label: label(value) }], value };
}

/** True when `selected` is unset ('' or blank) or one of the record's `values`, ignoring case. */
export function matchesChoice(values: readonly string[], selected: string): boolean {
  const key = normaliseText(selected);
  return key === '' || values.some((value) => normaliseText(value) === key);
}

/** A select filter of one kind of listing: its URL key, label, the values a record holds, how a value reads. */
export interface SelectFilter<Item, Key extends FilterKey> {
  key: Key;
  label: string;
  /** The values a record holds for this filter (a building has several unit types). */
  valuesOf: (item: Item) => readonly string[];
  /** How a value reads: 'pre-lunch' reads 'Pre-launch'. */
  show: (value: string) => string;
}

/** Each select's choices, from every loaded record (not only those the other filters leave). */
export function selectChoices<Item, Key extends FilterKey>(
  selects: readonly SelectFilter<Item, Key>[],
  items: readonly Item[],
): Record<Key, FilterOption[]> {
  const entries = selects.map(
    (select) => [select.key, distinctOptions(items.flatMap(select.valuesOf), select.show)] as const,
  );
  return Object.fromEntries(entries) as Record<Key, FilterOption[]>;
}

/** True when the record holds the value every set select asks for. */
export function matchesSelects<Item, Key extends FilterKey>(
  selects: readonly SelectFilter<Item, Key>[],
  item: Item,
  filters: PropertyFilters,
): boolean {
  return selects.every((select) => matchesChoice(select.valuesOf(item), filters[select.key]));
}

/** The selects that are set, as the empty result and the Filters button count them. */
export function activeSelects<Item, Key extends FilterKey>(
  selects: readonly SelectFilter<Item, Key>[],
  filters: PropertyFilters,
): ActiveFilter[] {
  return selects
    .filter((select) => filters[select.key].trim())
    .map((select) => ({ label: select.label, value: select.show(filters[select.key].trim()) }));
}

/** A typed bound: a number of zero or more, or null (empty or not a number) for no bound. */
export function toBound(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * True when `value` lies within the bounds (inclusive). A value of zero or less is unknown (a land
 * without a price or area) and matches no bound, since it cannot be shown to meet one.
 */
export function withinBounds(value: number, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  if (!(value > 0)) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

/** A filter that is set, as the empty result names it: 'City: Puri'. */
export interface ActiveFilter {
  label: string;
  value: string;
}

const joinWith = (items: readonly string[], word: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;

/**
 * What an empty result says to loosen: 'Nothing matches City: Puri and Max price: $2,000,000.
 * Try loosening City or Max price, or choose Clear all.' The search counts as a filter too.
 */
export function loosenHint(search: string, active: readonly ActiveFilter[]): string {
  const query = search.trim();
  const matched = [...(query ? [`the name “${query}”`] : []), ...active.map((f) => `${f.label}: ${f.value}`)];
  const loosen = [...(query ? ['the name'] : []), ...active.map((f) => f.label)];
  if (matched.length === 0) return '';
  return `Nothing matches ${joinWith(matched, 'and')}. Try loosening ${joinWith(loosen, 'or')}, or choose Clear all.`;
}
