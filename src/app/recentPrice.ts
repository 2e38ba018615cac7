import { formatLandPriceIn } from '@/features/lands/components/format';
import { projectPriceText } from '@/features/projects/components/format';
import { backendWord, type ShownWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import type { Language } from '@/lib/i18n/languages';
import type { RecentListing } from '@/features/recentlyViewed/schema';

/**
 * What a kept listing's card says of its price on a page in `language`, as the listing's own card
 * would: a building's 'Call For Price', a land's price in rupees and lakh, a project's price type in
 * the language's words. An entry kept before its price was shows the English label it was kept
 * with, marked English on a page in another language.
 */
export function recentPriceIn(
  entry: Pick<RecentListing, 'ref' | 'label' | 'price' | 'priceType'>,
  language: Language,
  words: Messages<'listings'>,
): ShownWord {
  const kept: ShownWord =
    language === 'en' || !entry.label ? { text: entry.label } : { text: entry.label, lang: 'en' };
  switch (entry.ref.kind) {
    case 'building':
      return { text: words.building.callForPrice };
    case 'land':
      return entry.price === undefined
        ? kept
        : { text: formatLandPriceIn(language, entry.price, words.land.priceOnRequest) };
    case 'project':
      return entry.priceType === undefined
        ? kept
        : backendWord(language, projectPriceText(entry.priceType), words.project.priceTypes);
  }
}
