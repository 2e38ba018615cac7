import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { languageKeptByEarlyTap } from '@/lib/i18n/languageChoice';

const EARLY_TAPS = readFileSync(path.resolve(import.meta.dirname, '../../../public/early-taps.js'), 'utf8');

/** A page with the switcher's link to Odia and public/early-taps.js, before the app has started. */
function pageWithSwitcherLink() {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'https://www.example.in/about',
    runScripts: 'outside-only',
  });
  const { document } = dom.window;
  const link = document.createElement('a');
  link.href = '/or/about';
  for (const [name, value] of Object.entries(languageKeptByEarlyTap('or'))) link.setAttribute(name, value);
  document.body.append(link);
  // jsdom does not navigate; the test checks what is kept, not where the link goes.
  document.addEventListener('click', (event) => event.preventDefault());
  dom.window.eval(EARLY_TAPS);
  return { window: dom.window, link };
}

describe("the switcher's link tapped before the app has taken it over", () => {
  it('keeps the language chosen, as chooseLanguage writes it', () => {
    const { window, link } = pageWithSwitcherLink();
    link.click();
    expect(window.localStorage.getItem('language')).toBe(JSON.stringify(['or']));
  });

  it('leaves the keeping to the app once the app has taken the link over', () => {
    const { window, link } = pageWithSwitcherLink();
    window.document.documentElement.setAttribute('data-hydrated', 'true');
    // As React DOM marks an element it has hydrated.
    Object.assign(link, { __reactProps$abc123: {} });
    link.click();
    expect(window.localStorage.getItem('language')).toBeNull();
  });

  it('keeps it when the app has started but not yet taken the link over (its part of the page still loading)', () => {
    const { window, link } = pageWithSwitcherLink();
    window.document.documentElement.setAttribute('data-hydrated', 'true');
    link.click();
    expect(window.localStorage.getItem('language')).toBe(JSON.stringify(['or']));
  });
});
