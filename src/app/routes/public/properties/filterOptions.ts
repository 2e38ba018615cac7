// Pure, so the lists can recompute these in a useMemo on every change.
import { backendWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import type { Language } from '@/lib/i18n/languages';
import { normaliseText } from '@/lib/text';
import { compareText } from '@/lib/textOrder';
import englishNoMatchHint from '@/lib/i18n/messages/en/shared/noMatchHint';

export interface FilterOption {
  value: string;
  label: string;
  /** 'en' for a value shown as the backend holds it (a city) on a page in another language. */
  lang?: 'en';
}

/** A sort's value in the address and its name in the page's catalogue. */
export interface SortOption {
  value: string;
  word: keyof Messages<'properties'>['sorts'];
}

/** A text as a page shows it: 'en' marks the backend's own words on a page in another language. */
export interface ShownText {
  text: string;
  lang?: 'en';
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
  /** Where another language finds its words for the values; without it they stay as entered. */
  wordsOf?: (words: ValueWords) => Readonly<Record<string, string>>;
}

/** The catalogues a select's values are translated from: the listing cards' words and the page's own. */
export interface ValueWords {
  listings: Messages<'listings'>;
  properties: Messages<'properties'>;
}

/** A select's value as a page in `language` shows it: its word where the catalogue has one, else as entered. */
export function shownValue<Key extends string>(
  select: ShownSelect<Key>,
  value: string,
  language: Language,
  words: ValueWords,
): ShownText {
  if (language === 'en') return { text: select.show(value) };
  const known = select.wordsOf?.(words);
  return known ? backendWord(language, value, known) : { text: value, lang: 'en' };
}

/** The options in another language's words, in the order of those words. */
export function relabelOptions(
  options: readonly FilterOption[],
  word: (value: string) => ShownText,
): FilterOption[] {
  return options
    .map((option) => {
      const shown = word(option.value);
      return shown.lang
        ? { value: option.value, label: shown.text, lang: shown.lang }
        : { value: option.value, label: shown.text };
    })
    .sort((a, b) => compareText(a.label, b.label));
}

/** What a page needs of a select to name it and its values. */
export type ShownSelect<Key extends string> = Pick<
  SelectFilter<unknown, Key>,
  'key' | 'label' | 'show' | 'wordsOf'
>;

/** A number bound as a page names it: an area in acres or a price. */
export interface ShownBound<Key extends string> {
  key: Key;
  label: string;
  show: (value: number) => string;
  measure: 'area' | 'price';
}

/** How a page names each filter and writes its value; English's are the lists' own labels. */
export interface FilterNaming<Key extends string> {
  label: (filter: { key: Key; label: string }) => string;
  value: (select: ShownSelect<Key>, value: string) => ShownText;
  bound: (bound: ShownBound<Key>, value: number) => string;
}

export const ENGLISH_NAMING: FilterNaming<string> = {
  label: (filter) => filter.label,
  value: (select, value) => ({ text: select.show(value) }),
  bound: (bound, value) => bound.show(value),
};

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
  naming: FilterNaming<Key> = ENGLISH_NAMING,
): ActiveFilter[] {
  return selects
    .filter((select) => filters[select.key].trim())
    .map((select) => {
      const shown = naming.value(select, filters[select.key].trim());
      const label = naming.label(select);
      return shown.lang ? { label, value: shown.text, lang: shown.lang } : { label, value: shown.text };
    });
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
  /** 'en' for a value as the backend holds it, on a page in another language. */
  lang?: 'en';
}

/** The words of the hint under an empty result; `clear` is the Clear all button's. */
export type HintWords = Messages<'properties'>['noMatch'] & { clear: string };

const ENGLISH_HINT: HintWords = { ...englishNoMatchHint, clear: 'Clear all' };

type Parts = readonly ShownText[];

/** `template` with its placeholders filled by parts, each keeping its `lang`. */
function fillParts(template: string, values: Readonly<Record<string, Parts>>): ShownText[] {
  return template
    .split(/\{(\w+)\}/)
    .flatMap((piece, index) =>
      index % 2 === 0 ? (piece ? [{ text: piece }] : []) : (values[piece] ?? [{ text: `{${piece}}` }]),
    );
}

function joinWith(items: readonly Parts[], word: string): Parts {
  const last = items.at(-1) ?? [];
  if (items.length <= 1) return last;
  const rest = items.slice(0, -1).flatMap((item, index) => (index === 0 ? item : [{ text: ', ' }, ...item]));
  return [...rest, { text: ` ${word} ` }, ...last];
}

/**
 * What matched nothing and what to loosen, in parts: the typed name (`queryLang`, as the names it
 * searches are English) and the backend's values keep their `lang`. Empty when nothing narrows.
 */
export function loosenHintParts(
  search: string,
  active: readonly ActiveFilter[],
  words: HintWords = ENGLISH_HINT,
  queryLang?: 'en',
): ShownText[] {
  const query = search.trim();
  const text = (value: string, lang?: 'en') => [lang ? { text: value, lang } : { text: value }];
  const matched = [
    ...(query ? [fillParts(words.name, { query: text(query, queryLang) })] : []),
    ...active.map((f) => fillParts(words.filter, { label: text(f.label), value: text(f.value, f.lang) })),
  ];
  if (matched.length === 0) return [];
  const loosen = [...(query ? [text(words.nameToLoosen)] : []), ...active.map((f) => text(f.label))];
  return fillParts(words.hint, {
    matched: joinWith(matched, words.and),
    loosen: joinWith(loosen, words.or),
    clear: text(words.clear),
  });
}

export function loosenHint(search: string, active: readonly ActiveFilter[]): string {
  return loosenHintParts(search, active)
    .map((part) => part.text)
    .join('');
}
