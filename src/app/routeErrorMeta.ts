import type { MetaDescriptor } from 'react-router';
import { loadedMessages, type Messages } from '@/lib/i18n/catalogue';
import { languageOfPath } from '@/lib/i18n/languages';
import { titleMeta } from '@/lib/pageMeta';

/** What the error page says, from the 'fallback' words. */
export type RouteErrorWords = Pick<
  Messages<'fallback'>,
  'errorTitle' | 'errorText' | 'updatedText' | 'reload' | 'goHome'
>;

/**
 * The error page's English words, here and not loaded: a page that failed may not be able to load
 * anything more. A test holds them equal to the English catalogue.
 */
export const ENGLISH_ERROR_WORDS: RouteErrorWords = {
  errorTitle: 'Something went wrong',
  errorText: 'An unexpected error stopped this page.',
  updatedText: 'The site was updated. Please reload the page.',
  reload: 'Reload',
  goHome: 'Go to the home page',
};

// React Router hands meta the error a loader below threw; without one the screens below name
// themselves. In another language, its title once its words have loaded, English until then.
export function routeErrorMeta(error: unknown, pathname: string): MetaDescriptor[] | undefined {
  if (!error) return undefined;
  const language = languageOfPath(pathname);
  const words = language === 'en' ? undefined : loadedMessages(language, 'fallback');
  return titleMeta(words?.errorTitle ?? ENGLISH_ERROR_WORDS.errorTitle);
}
