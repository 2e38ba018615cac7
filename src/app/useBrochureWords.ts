import type { Messages } from '@/lib/i18n/catalogue';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';

/** The kinds of listing that have a brochure, each by its page's namespace. */
export type BrochureKind = 'building' | 'land' | 'project';

/** What a brochure's sheet is written with: the page's language, the brochure's words, its kind's page's and those of every record page. */
export interface BrochureWords<N extends BrochureKind> {
  language: Language;
  brochure: Messages<'brochure'>;
  page: Messages<N>;
  listings: Messages<'listings'>;
  record: Messages<'record'>;
}

/** A brochure route's words, in the language of its address (its clientLoader has loaded them). */
export function useBrochureWords<N extends BrochureKind>(namespace: N): BrochureWords<N> {
  return {
    language: useLanguage(),
    brochure: useMessages('brochure'),
    page: useMessages(namespace),
    listings: useMessages('listings'),
    record: useMessages('record'),
  };
}
