import { describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { DEFAULT_SHARE_IMAGE } from '@/lib/linkPreview';
import { pageMeta, publicPageMeta } from '@/lib/pageMeta';
import { canonical, jsonLdOf, metaContent, titleOf } from '@tests/test-utils/metaTags';
import { readWithSiteUrl } from '@tests/test-utils/siteUrl';

// readWithSiteUrl's after-each also undoes the SSR stubs of the publicPageMeta tests below.
const pageMetaWithSiteUrl = readWithSiteUrl(() => import('@/lib/pageMeta'));

const page = { title: 'Contact us', description: 'Call or write to us.', path: '/contact' };

describe('site URL', () => {
  it('makes canonical and og:url absolute on the configured origin, without doubled slashes', async () => {
    const module = await pageMetaWithSiteUrl('  https://www.example.in//  ');
    const meta = module.pageMeta({ ...page, path: '/property/flat%20one/1' });
    expect(canonical(meta)).toBe('https://www.example.in/property/flat%20one/1');
    expect(metaContent(meta, 'og:url')).toBe('https://www.example.in/property/flat%20one/1');
  });
});

describe('pageMeta', () => {
  it('suffixes the title with the company name, unless the page passes its full title', () => {
    expect(titleOf(pageMeta(page))).toBe(`Contact us | ${company.name}`);
    expect(titleOf(pageMeta({ ...page, title: 'Kalinga Habitats: homes', fullTitle: true }))).toBe(
      'Kalinga Habitats: homes',
    );
  });

  it('keeps a short description whole and single-spaced', () => {
    const meta = pageMeta({ ...page, description: '  Flats  and\n plots ' });
    expect(metaContent(meta, 'description')).toBe('Flats and plots');
  });

  it('cuts a long description at 160 characters on a word boundary', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const description = metaContent(pageMeta({ ...page, description: words }), 'description');
    expect(typeof description).toBe('string');
    const text = String(description);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    // Every word before the '…' is a whole word of the original.
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
    expect(words.charAt(text.length - 1)).toBe(' ');
    expect(metaContent(pageMeta({ ...page, description: words }), 'og:description')).toBe(text);
  });

  it('carries Open Graph and Twitter tags', () => {
    const meta = pageMeta({ ...page, type: 'article' });
    expect(metaContent(meta, 'og:site_name')).toBe(company.name);
    expect(metaContent(meta, 'og:title')).toBe('Contact us');
    expect(metaContent(meta, 'og:type')).toBe('article');
    expect(metaContent(meta, 'og:locale')).toBe('en_IN');
    expect(metaContent(meta, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(meta, 'twitter:title')).toBe('Contact us');
    expect(metaContent(meta, 'twitter:description')).toBe('Call or write to us.');
    expect(metaContent(pageMeta(page), 'og:type')).toBe('website');
  });

  it('makes an image path absolute and keeps an https image URL', () => {
    const local = pageMeta({ ...page, image: '/images/demo/a.jpg', imageAlt: 'The lobby' });
    expect(metaContent(local, 'og:image')).toBe('http://localhost:4173/images/demo/a.jpg');
    expect(metaContent(local, 'og:image:alt')).toBe('The lobby');
    expect(metaContent(local, 'twitter:image')).toBe('http://localhost:4173/images/demo/a.jpg');

    const remote = pageMeta({ ...page, image: 'https://files.example.com/b.jpg' });
    expect(metaContent(remote, 'og:image')).toBe('https://files.example.com/b.jpg');
  });

  it('shares the default image when the page has none or a non-http one', () => {
    const expected = `http://localhost:4173${DEFAULT_SHARE_IMAGE}`;
    expect(metaContent(pageMeta(page), 'og:image')).toBe(expected);
    expect(metaContent(pageMeta(page), 'og:image:alt')).toBeUndefined();
    expect(metaContent(pageMeta({ ...page, image: 'data:image/png;base64,AAAA' }), 'og:image')).toBe(
      expected,
    );
  });

  it('asks robots not to index only when the page says so', () => {
    expect(metaContent(pageMeta(page), 'robots')).toBeUndefined();
    expect(metaContent(pageMeta({ ...page, noIndex: true }), 'robots')).toBe('noindex');
  });
});

describe('a page in every language', () => {
  const about = { title: 'About', description: 'Who we are.', path: '/about' };
  const alternates = (meta: ReturnType<typeof pageMeta>) =>
    meta.flatMap((tag) =>
      'rel' in tag && tag.rel === 'alternate' ? [[String(tag.hrefLang), String(tag.href)] as const] : [],
    );

  it('names its address in each language and English as x-default, absolute, from every language', () => {
    const english = alternates(pageMeta(about));
    expect(english.map(([language]) => language)).toEqual(['en', 'or', 'hi', 'x-default']);
    const byLanguage = new Map(english);
    expect(byLanguage.get('or')).toMatch(/^https?:\/\/[^/]+\/or\/about$/);
    expect(byLanguage.get('hi')).toMatch(/\/hi\/about$/);
    expect(byLanguage.get('x-default')).toBe(byLanguage.get('en'));
    // Reciprocal: the Odia page names the same set.
    expect(alternates(pageMeta({ ...about, language: 'or' }))).toEqual(english);
  });

  it('is canonical at its own address, with the Open Graph locale of its language', () => {
    const odia = pageMeta({ ...about, language: 'or' });
    expect(canonical(odia)).toMatch(/\/or\/about$/);
    expect(metaContent(odia, 'og:locale')).toBe('or_IN');
    expect(metaContent(pageMeta({ ...about, language: 'hi' }), 'og:locale')).toBe('hi_IN');
    expect(metaContent(pageMeta(about), 'og:locale')).toBe('en_IN');
  });

  it('the home page in Hindi is /hi', () => {
    expect(canonical(pageMeta({ ...about, path: '/', language: 'hi' }))).toMatch(/\/hi$/);
  });

  it('a page written only in English names no alternates', () => {
    expect(alternates(pageMeta({ ...about, path: '/login' }))).toEqual([]);
    expect(canonical(pageMeta({ ...about, path: '/login' }))).toMatch(/\/login$/);
  });
});

describe('publicPageMeta', () => {
  it("writes the company and the page's own JSON-LD into the page the build renders", () => {
    vi.stubEnv('SSR', true);
    const meta = publicPageMeta(page, { faqs: [] });
    expect(meta).toEqual(expect.arrayContaining(pageMeta(page)));
    expect(jsonLdOf(meta).map((object) => object['@type'])).toEqual(['RealEstateAgent', 'FAQPage']);
  });

  it('leaves JSON-LD out in the browser, where only the tags matter', () => {
    vi.stubEnv('SSR', false);
    const meta = publicPageMeta(page, { faqs: [] });
    expect(meta).toEqual(pageMeta(page));
  });
});
