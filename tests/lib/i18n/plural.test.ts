import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { plural, pluralCategory } from '@/lib/i18n/plural';

describe('plural forms', () => {
  // The tests may use Intl (the site may not, on public pages): CLDR's rules are the reference.
  it.each(LANGUAGES)('follow CLDR for %s', (language) => {
    const rules = new Intl.PluralRules(language);
    for (const count of [0, 1, 2, 3, 5, 10, 11, 21, 100, 0.5, 1.5, 2.5]) {
      const expected = rules.select(count) === 'one' ? 'one' : 'other';
      expect(pluralCategory(language, count), `${language} ${count}`).toBe(expected);
    }
  });

  it('counts 0 with one in Hindi and with other in English and Odia', () => {
    expect(pluralCategory('hi', 0)).toBe('one');
    expect(pluralCategory('or', 0)).toBe('other');
    expect(pluralCategory('en', 0)).toBe('other');
  });

  it('fills the count into the form it picks', () => {
    const text = { one: '{count} listing', other: '{count} listings' };
    expect(plural('en', text, 1)).toBe('1 listing');
    expect(plural('en', text, 4)).toBe('4 listings');
  });
});
