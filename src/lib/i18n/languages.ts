/**
 * The site's languages and where each lives: English at the site's addresses, Odia under /or and
 * Hindi under /hi. A page is in a language when its path starts with the language's prefix; links
 * within a language stay in it (pathIn). No imports: src/app/routes.ts reads this file too, outside
 * the site's Vite config.
 */
export const LANGUAGES = ['en', 'or', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages with an address prefix of their own, in the switcher's order. */
export const PREFIXED_LANGUAGES = ['or', 'hi'] as const satisfies readonly Language[];

/** Open Graph's locale for a language: each is written in India. */
export const ogLocale = (language: Language) => `${language}_IN`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: its first segment when that is a prefix, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return (PREFIXED_LANGUAGES as readonly string[]).includes(first) ? (first as Language) : DEFAULT_LANGUAGE;
}

/** A path without its language prefix: the English page's path. */
export function englishPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

/** An English address in `language`: '/about' in Odia is '/or/about', the home page '/or'; a query stays. */
export function pathIn(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const rest = cut < 0 ? '' : path.slice(cut);
  return `${pathname === '/' ? `/${language}` : `/${language}${pathname}`}${rest}`;
}

/**
 * The English paths (route patterns) whose pages are written in every language. The others open
 * in English until they are translated, so a link to one of them leaves the language
 * (localPath); src/app/routes.ts builds the Odia and Hindi trees from this list.
 */
export const TRANSLATED_PAGES = [
  '/',
  '/about',
  '/communities',
  '/testimonials',
  '/faqs',
  '/discover-properties',
  '/selling-service',
  '/investment-services',
  '/plot-sale-support',
  '/privacy',
  '/contact',
  '/career',
  '/gallery',
  '/term-and-conditions',
  '/upcoming-projects',
  '/blog',
  '/blog/:title/:id',
  '/Projects',
  '/Projects/:name/:id',
  '/shortlist',
  '/compare',
  '/properties',
  '/property/:title/:id',
  '/property/land-details/:id',
  '/property/:title/:id/brochure',
  '/property/land-details/:id/brochure',
  '/Projects/:name/:id/brochure',
] as const;

/** Whether a path (no query) matches a route pattern, ':param' segments matching any one segment. */
function matchesPattern(pathname: string, pattern: string): boolean {
  const parts = pathname.split('/');
  const want = pattern.split('/');
  return (
    parts.length === want.length && want.every((part, index) => part.startsWith(':') || part === parts[index])
  );
}

export function isTranslated(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return TRANSLATED_PAGES.some((pattern) => matchesPattern(pathname, pattern));
}

/** Where a link to an English path goes from a page in `language`: its translation, else itself. */
export function localPath(language: Language, path: string): string {
  return isTranslated(path) ? pathIn(language, path) : path;
}
