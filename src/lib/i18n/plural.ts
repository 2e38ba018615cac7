import type { PluralText } from './catalogue';
import { fill } from './fill';
import type { Language } from './languages';

/**
 * CLDR's cardinal rules for the site's languages, written out: Intl.PluralRules would load ICU's
 * data on a public page (docs/decisions/0076). Hindi counts 0 (and fractions under 1) with 1
 * ("one"); English and Odia only 1.
 */
export function pluralCategory(language: Language, count: number): keyof PluralText {
  // Hindi: the whole part is 0, or the number is 1 (CLDR's "i = 0 or n = 1").
  if (language === 'hi') return Math.trunc(count) === 0 || count === 1 ? 'one' : 'other';
  return count === 1 ? 'one' : 'other';
}

/** The form of `text` for `count`, its `{count}` filled in. */
export function plural(language: Language, text: PluralText, count: number): string {
  return fill(text[pluralCategory(language, count)], { count });
}
