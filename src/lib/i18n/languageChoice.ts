import { keptList, useKeptList, type EarlyTapKeeps } from '../keptInBrowser';
import { isLanguage, type Language } from './languages';

/**
 * The language a visitor last chose with the switcher, kept in this browser. It is never used to
 * redirect (a search engine's crawler keeps no choice and must find each page at its address): an
 * English page only offers the page in the chosen language (LanguageOffer).
 */
const choice = keptList<Language>({
  key: 'language',
  max: 1,
  isItem: isLanguage,
  keyOf: (language) => language,
});

export function chooseLanguage(language: Language): void {
  choice.write([language]);
}

/** For the switcher's link to `language`: a tap before the app has started keeps the choice too. */
export function languageKeptByEarlyTap(language: Language): EarlyTapKeeps {
  return choice.keptByEarlyTap([language]);
}

/** The visitor's choice; undefined before they make one, and in the pre-rendered page. */
export function useChosenLanguage(): Language | undefined {
  return useKeptList(choice)[0];
}
