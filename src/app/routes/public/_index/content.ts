import { CATEGORY_COUNTS } from '@/config/constants';
import { paths } from '@/config/paths';
import { propertiesUrl } from '@/config/propertiesUrl';
import type { Messages } from '@/lib/i18n/catalogue';

type HomeWords = Messages<'homeSections'>;

/** What the home page's words name each category (`categories.kinds`) and each client (`feedback.clients`). */
type CategoryKey = keyof HomeWords['categories']['kinds'];
type ClientKey = keyof HomeWords['feedback']['clients'];

export interface Category {
  key: CategoryKey;
  count: number;
  /** The English path; the page links to it in its own language where that page is written in it. */
  to: string;
  icon: 'building' | 'home' | 'land';
}

/** The category counts are static, as the product asks. */
export const categories: readonly Category[] = [
  { key: 'flats', count: CATEGORY_COUNTS.flats, to: paths.properties, icon: 'building' },
  { key: 'duplexHomes', count: CATEGORY_COUNTS.duplexHomes, to: paths.properties, icon: 'home' },
  { key: 'lands', count: CATEGORY_COUNTS.lands, to: propertiesUrl('land'), icon: 'land' },
];

export interface Feedback {
  key: ClientKey;
  image: string;
  rating: number;
}

/** Static, as the product asks. */
export const feedback: readonly Feedback[] = [
  { key: 'ankita', image: '/images/people/person-7.svg', rating: 5 },
  { key: 'subrat', image: '/images/people/person-8.svg', rating: 5 },
];

export const RATING_MAX = 5;
