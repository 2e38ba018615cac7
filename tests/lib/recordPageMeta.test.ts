import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogPostPageMeta, listingPageMeta, shareImage } from '@/lib/recordPageMeta';

const STORED = 'https://res.cloudinary.com/kalinga/image/upload/v1712345678/kalinga/tower.jpg';
const CUT =
  'https://res.cloudinary.com/kalinga/image/upload/c_fill,w_1200,h_630,f_auto,q_auto/v1712345678/kalinga/tower.jpg';

function metaContent(meta: MetaDescriptor[], key: string): unknown {
  return meta
    .map((item): Record<string, unknown> => item)
    .find((item) => item.name === key || item.property === key)?.content;
}

describe('the share image of a record page', () => {
  it('is the host’s 1200 x 630 cut of the first photo, for Open Graph and Twitter', () => {
    const meta = listingPageMeta(
      { name: 'Sai Heights', description: 'Flats.', path: '/property/Sai%20Heights/b1', images: [STORED] },
      '/properties',
    );
    expect(metaContent(meta, 'og:image')).toBe(CUT);
    expect(metaContent(meta, 'twitter:image')).toBe(CUT);
  });

  it('is a post’s photo cut the same way', () => {
    const meta = blogPostPageMeta(
      {
        headline: 'Site visits',
        description: 'A list.',
        path: '/blog/Site%20visits/b1',
        image: STORED,
        datePublished: '',
      },
      '/blog',
    );
    expect(metaContent(meta, 'og:image')).toBe(CUT);
  });

  it('is the photo as stored where the host cannot resize it, and nothing without one', () => {
    expect(shareImage('https://files.example.com/tower.jpg')).toBe('https://files.example.com/tower.jpg');
    expect(shareImage(undefined)).toBeUndefined();
    expect(shareImage('')).toBe('');
  });
});
