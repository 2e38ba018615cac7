/**
 * A listing as the compare tray and table show it: its name, photo and page, and the facts set
 * side by side, each a label and the text shown. Each kind of listing says what its facts are.
 * `lang: 'en'` marks what the backend holds as entered (a name, a city) on a page in another
 * language.
 */
export interface ComparedListing {
  name: string;
  nameLang?: 'en';
  image: string | undefined;
  to: string | null;
  facts: { label: string; value: string; lang?: 'en' }[];
}
