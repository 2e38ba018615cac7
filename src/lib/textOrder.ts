/**
 * Text in the order people read it, without Intl.Collator: a page's first Collator loads ICU's data
 * on the main thread (docs/decisions/0076). The order is ICU's root order at base strength, the one
 * `new Intl.Collator('en', { sensitivity: 'base' })` gives, for what listings and posts are named
 * in: case and accents on Latin letters are ignored (é is e, ß is ss), spaces and punctuation come
 * before digits, and digits before letters. Its tests hold it to the Collator.
 *
 * Where it differs from the Collator: characters outside ASCII that are not Latin letters (other
 * scripts, typographic punctuation such as ‘’ – €, emoji) sort after every letter by code point,
 * where ICU places them among its symbols or in its order of scripts; and Latin letters ICU treats
 * as letters of their own (þ, ı, ŋ) also sort by code point after z.
 */

/** ICU's order of the ASCII characters that are neither letters, digits nor ignored controls. */
const SYMBOLS = '\t\n\v\f\r _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
/** Letters ICU reads as others with a mark or as two letters. */
const SPELLED_AS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ħ: 'h' };
const NOT_ASCII = /[^\0-\x7f]/;

/** ICU's groups in its order: spaces and punctuation, digits, Latin letters, then the rest. */
const SYMBOL = 0;
const DIGIT = 1;
const LETTER = 2;
const OTHER = 3;

/** The text as compared: lower case, marks dropped. */
function folded(text: string): string {
  const lower = text.toLowerCase();
  if (!NOT_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđłħ]/g, (letter) => SPELLED_AS[letter] ?? letter);
}

const isDigit = (code: number) => code >= 48 && code <= 57;
/** Control characters ICU ignores, though one still ends a run of digits. */
const isIgnored = (code: number) => code <= 8 || (code >= 14 && code <= 31) || code === 127;

function groupOf(code: number): number {
  if (isDigit(code)) return DIGIT;
  if (code >= 97 && code <= 122) return LETTER;
  return code < 128 ? SYMBOL : OTHER;
}

/** Within a group: a symbol by ICU's order, anything else by code point (a to z for letters). */
const rankOf = (code: number, group: number) =>
  group === SYMBOL ? SYMBOLS.indexOf(String.fromCharCode(code)) : code;

/** The end of the run of digits starting at `from`. */
function digitsEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return end;
}

/** Two runs of digits as whole numbers: leading zeros do not count, so '02' is '2'. */
function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareFolded(a: string, b: string, numeric: boolean): number {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && isIgnored(a.charCodeAt(i))) i += 1;
    while (j < b.length && isIgnored(b.charCodeAt(j))) j += 1;
    // Equal so far: the text with something left comes after.
    if (i >= a.length || j >= b.length) return Number(i < a.length) - Number(j < b.length);
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(j) ?? 0;
    const group = groupOf(x);
    if (group !== groupOf(y)) return group - groupOf(y);
    if (group === DIGIT && numeric) {
      const aEnd = digitsEnd(a, i);
      const bEnd = digitsEnd(b, j);
      const order = compareNumbers(a.slice(i, aEnd), b.slice(j, bEnd));
      if (order !== 0) return order;
      i = aEnd;
      j = bEnd;
      continue;
    }
    if (x !== y) return rankOf(x, group) - rankOf(y, group);
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
}

/**
 * `new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare`: '2 BHK' before
 * '10 BHK', 'bhubaneswar' beside 'Bhubaneswar'. With `numeric` false, digits compare one by one
 * ('10' before '2'), as `localeCompare(b, 'en', { sensitivity: 'base' })` does.
 */
export function compareText(a: string, b: string, numeric = true): number {
  return Math.sign(compareFolded(folded(a), folded(b), numeric));
}
