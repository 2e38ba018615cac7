import { describe, expect, it } from 'vitest';
import {
  englishPath,
  isLanguage,
  isTranslated,
  languageOfPath,
  localPath,
  pathIn,
  TRANSLATED_PAGES,
} from '@/lib/i18n/languages';

describe('the language of an address', () => {
  it('is the first segment when it is a language prefix, else English', () => {
    expect(languageOfPath('/or/about')).toBe('or');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/about')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    // A page whose first segment only starts like a prefix is English.
    expect(languageOfPath('/order')).toBe('en');
    expect(languageOfPath('/en/about')).toBe('en');
  });

  it('strips the prefix to the English page, the home page included', () => {
    expect(englishPath('/or/about')).toBe('/about');
    expect(englishPath('/hi')).toBe('/');
    expect(englishPath('/or/')).toBe('/');
    expect(englishPath('/about')).toBe('/about');
  });

  it('puts an English address in a language, keeping its query and fragment', () => {
    expect(pathIn('or', '/about')).toBe('/or/about');
    expect(pathIn('hi', '/')).toBe('/hi');
    expect(pathIn('hi', '/?slide=2')).toBe('/hi?slide=2');
    expect(pathIn('or', '/faqs#buying')).toBe('/or/faqs#buying');
    expect(pathIn('en', '/about?x=1')).toBe('/about?x=1');
  });

  it('links within a language to the pages written in it, and to English pages otherwise', () => {
    expect(localPath('or', '/about')).toBe('/or/about');
    expect(localPath('hi', '/')).toBe('/hi');
    expect(localPath('or', '/career')).toBe('/or/career');
    expect(localPath('hi', '/blog/a-post/123?x=1')).toBe('/hi/blog/a-post/123?x=1');
    expect(localPath('or', '/properties')).toBe('/or/properties');
    expect(localPath('or', '/property/land-details/1')).toBe('/or/property/land-details/1');
    expect(localPath('or', '/property/x/123/brochure')).toBe('/or/property/x/123/brochure');
    expect(localPath('or', '/dashboard')).toBe('/dashboard');
    expect(localPath('hi', '/login')).toBe('/login');
    expect(localPath('en', '/about')).toBe('/about');
  });

  it('knows which pages are translated, whatever their query', () => {
    for (const page of TRANSLATED_PAGES) expect(isTranslated(page)).toBe(true);
    expect(isTranslated('/faqs?open=2')).toBe(true);
    expect(isTranslated('/about/more')).toBe(false);
    expect(isTranslated('/login')).toBe(false);
  });

  it('reads a kept language only when it is one of the three', () => {
    expect(['en', 'or', 'hi'].every(isLanguage)).toBe(true);
    expect([null, 'fr', 3, {}].some(isLanguage)).toBe(false);
  });
});
