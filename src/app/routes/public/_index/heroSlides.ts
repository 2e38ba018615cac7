// Kept apart from content.ts, which only the lazily loaded sections below the hero need.
import { HOME_SLIDE_COUNT } from '@/config/constants';

export interface HeroSlide {
  image: string;
  alt: string;
  caption: string;
}

const SLIDES: HeroSlide[] = [
  {
    image: '/images/hero/slide-1.svg',
    alt: 'Residential towers at dusk with landscaped gardens',
    caption: 'Apartments in Patia, close to Infocity',
  },
  {
    image: '/images/hero/slide-2.svg',
    alt: 'A row of duplex homes with private lawns',
    caption: 'Duplex homes with private gardens',
  },
  {
    image: '/images/hero/slide-3.svg',
    alt: 'Open plots beside a tree-lined road',
    caption: 'Verified plots around Bhubaneswar',
  },
  {
    image: '/images/hero/slide-4.svg',
    alt: 'A bright living room with large windows',
    caption: 'Interiors finished to a high standard',
  },
  {
    image: '/images/hero/slide-5.svg',
    alt: 'A modern commercial building on a city street',
    caption: 'Offices and shops on busy streets',
  },
  {
    image: '/images/hero/slide-6.svg',
    alt: 'A temple spire over the Bhubaneswar skyline',
    caption: 'Homes in the Temple City of India',
  },
];

export const heroSlides: readonly HeroSlide[] = SLIDES.slice(0, HOME_SLIDE_COUNT);
