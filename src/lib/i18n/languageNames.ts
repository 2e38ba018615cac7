import type { Language } from './languages';

/**
 * Each language named in its own script, as the switcher shows it. Apart from languages.ts, which
 * every page loads: only the switcher and the offer, which load after the first screen, name them.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  or: 'ଓଡ଼ିଆ',
  hi: 'हिन्दी',
};
