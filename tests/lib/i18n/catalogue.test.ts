import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '@/lib/i18n/fill';
import { DEVANAGARI, ODIA, strayLatin } from '@tests/test-utils/latinTerms';

const files = import.meta.glob<{ default: unknown }>(
  ['../../../src/lib/i18n/messages/en/*.ts', '../../../src/lib/i18n/messages/*/*.json'],
  { eager: true },
);

/** Every text of a catalogue by its path ('nav.home', 'benefits.0.title'). */
function texts(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [childPath, text] of texts(child, path ? `${path}.${key}` : key)) out.set(childPath, text);
    }
  }
  return out;
}

const catalogues = new Map<string, Map<string, string>>(
  Object.entries(files).map(([file, module]) => {
    const [, language = '', namespace = ''] = /messages\/(\w+)\/(\w+)\.(?:ts|json)$/.exec(file) ?? [];
    return [`${language}/${namespace}`, texts(module.default)];
  }),
);
const namespaces = [...catalogues.keys()].filter((key) => key.startsWith('en/')).map((key) => key.slice(3));
const translations = namespaces.flatMap((namespace) =>
  (['or', 'hi'] as const).map((language) => [language, namespace] as const),
);

describe('the catalogues', () => {
  it('have every namespace in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const [language, namespace] of translations)
      expect(catalogues.has(`${language}/${namespace}`)).toBe(true);
  });

  it.each(translations)(
    '%s/%s has the English keys and placeholders, no more, no fewer',
    (language, namespace) => {
      const english = catalogues.get(`en/${namespace}`) ?? new Map<string, string>();
      const translated = catalogues.get(`${language}/${namespace}`) ?? new Map<string, string>();
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of english) {
        expect(placeholdersOf(translated.get(path) ?? ''), `${language}/${namespace} ${path}`).toEqual(
          placeholdersOf(text),
        );
      }
    },
  );

  it.each(translations)(
    '%s/%s is written in its own script, with no stray English',
    (language, namespace) => {
      const own = language === 'or' ? ODIA : DEVANAGARI;
      const other = language === 'or' ? DEVANAGARI : ODIA;
      for (const [path, text] of catalogues.get(`${language}/${namespace}`) ?? []) {
        const where = `${language}/${namespace} ${path}: ${text}`;
        expect(other.test(text), where).toBe(false);
        expect(strayLatin(text), where).toEqual([]);
        // A text with words of its own writes them in the language's script.
        const words = text.replace(/\{\w+\}/g, '');
        if (/[A-Za-z]/.test(words) || ODIA.test(words) || DEVANAGARI.test(words))
          expect(own.test(text), where).toBe(true);
      }
    },
  );
});
