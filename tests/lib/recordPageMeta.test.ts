import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { blogPostPageMeta, listingPageMeta, shareImage } from '@/lib/recordPageMeta';
import { canonical, jsonLdOf, metaContent, titleOf } from '@tests/test-utils/metaTags';

const STORED = 'https://res.cloudinary.com/kalinga/image/upload/v1712345678/kalinga/tower.jpg';
const CUT =
  'https://res.cloudinary.com/kalinga/image/upload/c_fill,w_1200,h_630,f_auto,q_auto/v1712345678/kalinga/tower.jpg';

describe('the share image of a record page', () => {
  it('is the host’s 1200 x 630 cut of the first photo, for Open Graph and Twitter', () => {
    const meta = listingPageMeta(
      { name: 'Sai Heights', description: 'Flats.', path: '/property/Sai%20Heights/b1', images: [STORED] },
      { section: { name: 'Properties', path: '/properties' } },
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

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('blogPostPageMeta', () => {
  const post = {
    headline: 'Ten questions to ask on a site visit',
    description: 'A short list to carry on every site visit, so nothing is left to memory.',
    path: '/blog/Ten%20questions/b13',
    image: 'https://files.example.com/duplex-3.svg',
    datePublished: '2026-03-17T07:15:00.000Z',
    category: 'Home Buying',
  };

  it("is an article with the post's title, summary, image and publication time", () => {
    const meta = blogPostPageMeta(post, '/blog');
    expect(titleOf(meta)).toBe(`Ten questions to ask on a site visit | ${company.name}`);
    expect(metaContent(meta, 'og:type')).toBe('article');
    expect(metaContent(meta, 'description')).toBe(post.description);
    expect(metaContent(meta, 'og:image')).toBe(post.image);
    expect(metaContent(meta, 'og:image:alt')).toBe(post.headline);
    expect(canonical(meta)).toBe('http://localhost:4173/blog/Ten%20questions/b13');
    expect(metaContent(meta, 'article:published_time')).toBe('2026-03-17T07:15:00.000Z');
    expect(metaContent(meta, 'article:section')).toBe('Home Buying');
  });

  it('writes its BlogPosting and the trail Home > Blog > the post into the page the build renders', () => {
    vi.stubEnv('SSR', true);
    const jsonLd = jsonLdOf(blogPostPageMeta(post, '/blog'));
    expect(jsonLd.map((object) => object['@type'])).toEqual([
      'RealEstateAgent',
      'BlogPosting',
      'BreadcrumbList',
    ]);
    expect(jsonLd[2]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:4173/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'http://localhost:4173/blog' },
      {
        '@type': 'ListItem',
        position: 3,
        name: post.headline,
        item: 'http://localhost:4173/blog/Ten%20questions/b13',
      },
    ]);
  });

  it('leaves out the publication time of an undated post', () => {
    const meta = blogPostPageMeta({ ...post, datePublished: '', category: ' ' }, '/blog');
    expect(metaContent(meta, 'article:published_time')).toBeUndefined();
    expect(metaContent(meta, 'article:section')).toBeUndefined();
  });
});

describe('the words of a record page in another language', () => {
  it('are there only once its kind’s namespace and the shared ones have all loaded', async () => {
    // Fresh modules: files sharing a worker may have loaded these words already.
    vi.resetModules();
    const { loadedMessages, loadMessages } = await import('@/lib/i18n/catalogue');
    const { loadedRecordWords, RECORD_NAMESPACES } = await import('@/lib/recordPageMeta');
    expect(loadedRecordWords('or', 'land')).toBeUndefined();
    await loadMessages('or', 'land');
    await Promise.all(RECORD_NAMESPACES.slice(1).map((namespace) => loadMessages('or', namespace)));
    // 'listings' is still missing: a meta built now would mix Odia with nothing.
    expect(loadedRecordWords('or', 'land')).toBeUndefined();
    await loadMessages('or', RECORD_NAMESPACES[0]);
    const loaded = loadedRecordWords('or', 'land');
    expect(loaded?.words.untitled).toBe(loadedMessages('or', 'land')?.untitled);
    expect(loaded?.shell.nav.home).toBe(loadedMessages('or', 'shell')?.nav.home);
    expect(RECORD_NAMESPACES).toEqual(['listings', 'record', 'shell']);
  });
});
