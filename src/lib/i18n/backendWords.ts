/**
 * A word the backend stores from a fixed list (a building's type, a land's status), as a listing
 * card shows it: capitalised as entered on an English page; on a page in another language, the
 * language's word for a value it knows, else the value as entered, marked as English.
 */
import { capitalise, normaliseText } from '@/lib/text';
import type { Language } from './languages';

export interface ShownWord {
  text: string;
  /** 'en' when the text is the backend's own, on a page in another language. */
  lang?: 'en';
}

export function backendWord(
  language: Language,
  value: string,
  words: Readonly<Record<string, string>>,
): ShownWord {
  const text = capitalise(value);
  if (language === 'en' || !text) return { text };
  const key = normaliseText(value);
  // Own keys only: a stored value such as 'constructor' is not a word of the list.
  const known = Object.hasOwn(words, key) ? words[key] : undefined;
  return known ? { text: known } : { text, lang: 'en' };
}
