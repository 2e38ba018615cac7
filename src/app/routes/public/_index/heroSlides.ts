// Kept apart from content.ts, which only the lazily loaded sections below the hero need.
import { HOME_SLIDE_COUNT } from '@/config/constants';
import type { Messages } from '@/lib/i18n/catalogue';

export interface HeroSlide {
  image: string;
  alt: string;
  caption: string;
}

/** Each slide's picture; its alt text and caption are the home page's words (`slides`), in the same order. */
const IMAGES = [
  '/images/hero/slide-1.svg',
  '/images/hero/slide-2.svg',
  '/images/hero/slide-3.svg',
  '/images/hero/slide-4.svg',
  '/images/hero/slide-5.svg',
  '/images/hero/slide-6.svg',
] as const;

/** The slides with the words of a page's language. */
export function heroSlidesIn(words: Messages<'home'>['slides']): HeroSlide[] {
  return IMAGES.slice(0, HOME_SLIDE_COUNT).map((image, index) => ({
    image,
    alt: words[index]?.alt ?? '',
    caption: words[index]?.caption ?? '',
  }));
}
