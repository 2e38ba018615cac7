// Pure, so the lists can recompute these in a useMemo on every change.
import { normaliseText } from '@/lib/text';
import { compareText } from '@/lib/textOrder';

export interface FilterOption {
  value: string;
  label: string;
}

/** Each value once, ignoring case and spacing; the first spelling met is kept. */
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
  // By what people read: case-insensitive, '2 BHK' before '10 BHK'.
  return [...seen.values()].sort((a, b) => compareText(a.label, b.label));
}

/** A value no loaded record holds (an older shared link) gets its own option, so the select shows what filters. */
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

export function matchesChoice(values: readonly string[], selected: string): boolean {
  const key = normaliseText(selected);
  return key === '' || values.some((value) => normaliseText(value) === key);
}

export interface SelectFilter<Item, Key extends string> {
  key: Key;
  label: string;
  /** Several, since a building has several unit types. */
  valuesOf: (item: Item) => readonly string[];
  /** The backend spells 'pre-lunch'; people read 'Pre-launch'. */
  show: (value: string) => string;
}

/** From every loaded record, not only those the other filters leave. */
export function selectChoices<Item, Key extends string>(
  selects: readonly SelectFilter<Item, Key>[],
  items: readonly Item[],
): Record<Key, FilterOption[]> {
  const entries = selects.map(
    (select) => [select.key, distinctOptions(items.flatMap(select.valuesOf), select.show)] as const,
  );
  return Object.fromEntries(entries) as Record<Key, FilterOption[]>;
}

export function matchesSelects<Item, Key extends string>(
  selects: readonly SelectFilter<Item, Key>[],
  item: Item,
  filters: Readonly<Record<Key, string>>,
): boolean {
  return selects.every((select) => matchesChoice(select.valuesOf(item), filters[select.key]));
}

export function activeSelects<Item, Key extends string>(
  selects: readonly SelectFilter<Item, Key>[],
  filters: Readonly<Record<Key, string>>,
): ActiveFilter[] {
  return selects
    .filter((select) => filters[select.key].trim())
    .map((select) => ({ label: select.label, value: select.show(filters[select.key].trim()) }));
}

export function toBound(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** A lower bound ('min') or an upper one ('max'); both ends are included. */
export type BoundSide = 'min' | 'max';

/** Zero or less is unknown (a land without price or area), so it cannot be shown to meet a bound. */
export function meetsBound(value: number, limit: number | null, side: BoundSide): boolean {
  if (limit === null) return true;
  if (!(value > 0)) return false;
  return side === 'min' ? value >= limit : value <= limit;
}

export interface ActiveFilter {
  label: string;
  value: string;
}

const joinWith = (items: readonly string[], word: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;

export function loosenHint(search: string, active: readonly ActiveFilter[]): string {
  const query = search.trim();
  const matched = [...(query ? [`the name “${query}”`] : []), ...active.map((f) => `${f.label}: ${f.value}`)];
  const loosen = [...(query ? ['the name'] : []), ...active.map((f) => f.label)];
  if (matched.length === 0) return '';
  return `Nothing matches ${joinWith(matched, 'and')}. Try loosening ${joinWith(loosen, 'or')}, or choose Clear all.`;
}
