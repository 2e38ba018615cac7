import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, Meta, type MetaDescriptor } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { jobs } from '@/features/careers/jobs';
import { faqs } from '@/features/content/faqs';
import {
  type JsonLd,
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  DEFAULT_SHARE_IMAGE,
  faqPageJsonLd,
  jobPostingsJsonLd,
  jsonLdMeta,
  listingJsonLd,
  organizationJsonLd,
  pageMeta,
  publicPageMeta,
  subjectJsonLd,
} from '@/lib/seo';
import { blogPostPageMeta } from '@/lib/recordPageMeta';

/** seo.ts read fresh with VITE_SITE_URL set to `value`. */
async function seoWithSiteUrl(value: string): Promise<typeof import('@/lib/seo')> {
  vi.stubEnv('VITE_SITE_URL', value);
  vi.resetModules();
  return import('@/lib/seo');
}

/** The descriptors as plain records, to look fields up by name. */
const tags = (meta: MetaDescriptor[]): Record<string, unknown>[] =>
  meta.map((item): Record<string, unknown> => item);

/** The content of the `<meta>` with this name or property. */
function metaContent(meta: MetaDescriptor[], key: string): unknown {
  return tags(meta).find((item) => item.name === key || item.property === key)?.content;
}

function canonical(meta: MetaDescriptor[]): unknown {
  return tags(meta).find((item) => item.tagName === 'link' && item.rel === 'canonical')?.href;
}

function titleOf(meta: MetaDescriptor[]): unknown {
  return tags(meta).find((item) => 'title' in item)?.title;
}

const page = { title: 'Contact us', description: 'Call or write to us.', path: '/contact' };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site URL', () => {
  it('defaults to the vite preview origin when VITE_SITE_URL is unset', async () => {
    const seo = await seoWithSiteUrl('');
    expect(seo.absoluteUrl('/lands')).toBe('http://localhost:4173/lands');
  });

  it('ignores a VITE_SITE_URL that is not http(s)', async () => {
    const seo = await seoWithSiteUrl('javascript:alert(1)');
    expect(seo.absoluteUrl('/lands')).toBe('http://localhost:4173/lands');
  });

  it('makes canonical and og:url absolute on the configured origin, without doubled slashes', async () => {
    const seo = await seoWithSiteUrl('  https://www.example.in//  ');
    const meta = seo.pageMeta({ ...page, path: '/property/flat%20one/1' });
    expect(canonical(meta)).toBe('https://www.example.in/property/flat%20one/1');
    expect(metaContent(meta, 'og:url')).toBe('https://www.example.in/property/flat%20one/1');
  });
});

describe('absoluteUrl', () => {
  it('makes site paths absolute and keeps http(s) URLs', () => {
    expect(absoluteUrl('/images/a.jpg')).toBe('http://localhost:4173/images/a.jpg');
    expect(absoluteUrl('images/a.jpg')).toBe('http://localhost:4173/images/a.jpg');
    expect(absoluteUrl('https://cdn.example.com/a.jpg?w=1')).toBe('https://cdn.example.com/a.jpg?w=1');
  });

  it('never returns a non-http URL', () => {
    expect(absoluteUrl('javascript:alert(1)')).toMatch(/^http:\/\/localhost:4173\//);
    expect(absoluteUrl('//evil.example.com/a.jpg')).toMatch(/^http:\/\/localhost:4173\//);
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

describe('organizationJsonLd', () => {
  it('is a RealEstateAgent with the company phone, address and profiles', () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: company.name,
      url: 'http://localhost:4173',
      logo: `http://localhost:4173${company.logo}`,
      telephone: company.phone,
      email: company.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Plot 214, Jaydev Vihar, Nayapalli',
        addressLocality: 'Bhubaneswar',
        addressRegion: 'Odisha',
        postalCode: '751013',
        addressCountry: 'IN',
      },
      geo: { latitude: company.map.latitude, longitude: company.map.longitude },
    });
    expect(org.sameAs).toEqual(company.social.map((link) => link.url));
  });
});

describe('listingJsonLd', () => {
  const listing = {
    name: 'Kalinga Heights',
    description: 'Three-bedroom flats near Patia.',
    path: '/property/kalinga-heights/42',
    images: ['/images/demo/1.jpg', 'https://files.example.com/2.jpg', 'javascript:alert(1)', 'data:x'],
    city: 'Bhubaneswar',
    address: 'Patia Square',
    datePosted: '2025-03-04T10:20:30.000Z',
  };

  it('describes the listing with absolute URLs, its place and the company', () => {
    expect(listingJsonLd(listing)).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Kalinga Heights',
      url: 'http://localhost:4173/property/kalinga-heights/42',
      datePosted: '2025-03-04',
      contentLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Bhubaneswar', streetAddress: 'Patia Square', addressCountry: 'IN' },
      },
      provider: { name: company.name },
    });
  });

  it('keeps only http(s) and site-path images', () => {
    expect(listingJsonLd(listing).image).toEqual([
      'http://localhost:4173/images/demo/1.jpg',
      'https://files.example.com/2.jpg',
    ]);
  });

  it('has no offer without a price, and an Offer with one', () => {
    expect(listingJsonLd(listing)).not.toHaveProperty('offers');
    expect(listingJsonLd({ ...listing, price: { amount: 4500000, currency: 'INR' } }).offers).toEqual({
      '@type': 'Offer',
      price: 4500000,
      priceCurrency: 'INR',
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Lands', path: '/lands' },
      { name: 'Plot in Patia', path: '/land/plot/7' },
    ]);
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:4173/' },
      { '@type': 'ListItem', position: 2, name: 'Lands', item: 'http://localhost:4173/lands' },
      { '@type': 'ListItem', position: 3, name: 'Plot in Patia', item: 'http://localhost:4173/land/plot/7' },
    ]);
  });
});

describe('jobPostingsJsonLd', () => {
  it('gives each of the six positions a complete JobPosting', () => {
    const postings = jobPostingsJsonLd(jobs, '2025-01-15');
    expect(postings).toHaveLength(6);
    postings.forEach((posting, index) => {
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: jobs[index]?.role,
        description: jobs[index]?.job_desc,
        datePosted: '2025-01-15',
        hiringOrganization: { '@type': 'Organization', name: company.name },
        jobLocation: {
          '@type': 'Place',
          address: { addressLocality: 'Bhubaneswar', addressRegion: 'Odisha', addressCountry: 'IN' },
        },
        employmentType: 'FULL_TIME',
        directApply: false,
      });
    });
  });
});

describe('faqPageJsonLd', () => {
  it('has one Question with its Answer per FAQ', () => {
    const page = faqPageJsonLd(faqs);
    expect(page['@type']).toBe('FAQPage');
    expect(page.mainEntity).toEqual(
      faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    );
  });
});

describe('jsonLdMeta', () => {
  it('wraps each object in its own ld+json script descriptor', () => {
    const organization = organizationJsonLd();
    const postings = jobPostingsJsonLd(jobs.slice(0, 2), '2025-01-15');
    expect(jsonLdMeta(organization, ...postings)).toEqual([
      { 'script:ld+json': organization },
      { 'script:ld+json': postings[0] },
      { 'script:ld+json': postings[1] },
    ]);
  });
});

/** What React Router's <Meta /> writes into a page for these descriptors, as a browser parses it back. */
function writtenHead(meta: MetaDescriptor[]): Document {
  const Stub = createRoutesStub([{ path: '/', Component: Meta, meta: () => meta }]);
  const head = renderToStaticMarkup(createElement(Stub));
  return new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${head}</head></html>`, 'text/html');
}

describe('JSON-LD written into a page', () => {
  const HOSTILE = {
    name: '</script><script>alert(1)</script> <!--<script> \u2028\u2029 </SCRIPT >',
    description: 'Corner plot </script>',
    path: '/property/x/1',
    images: [],
    city: '<b>Patia</b> & "Jaydev Vihar"',
  };

  it("cannot close its script element: a name with '</script>', '<!--' or U+2028 stays data, intact", () => {
    const listing = listingJsonLd(HOSTILE);
    const page = writtenHead(jsonLdMeta(listing));
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(listing);
    expect(listing.name).toBe(HOSTILE.name);
    expect(page.body.childNodes).toHaveLength(0);
  });

  it("escapes '<', '>', '&', U+2028 and U+2029 in the text it writes", () => {
    const listing = listingJsonLd(HOSTILE);
    const text = writtenHead(jsonLdMeta(listing)).querySelector('script')!.textContent ?? '';
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    headline: 'RERA in Odisha: what to check',
    description: 'A five-minute check   on the ORERA website.',
    path: '/blog/RERA%20in%20Odisha/b1',
    image: '/images/demo/tower-1.svg',
    datePublished: '2025-01-14T09:30:00.000Z',
    authorName: 'Ananya Mohanty',
    category: 'Legal',
  };

  it('describes the post with its author, the company as publisher and the page it is on', () => {
    expect(blogPostingJsonLd(post)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'RERA in Odisha: what to check',
      description: 'A five-minute check on the ORERA website.',
      url: 'http://localhost:4173/blog/RERA%20in%20Odisha/b1',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'http://localhost:4173/blog/RERA%20in%20Odisha/b1' },
      image: 'http://localhost:4173/images/demo/tower-1.svg',
      datePublished: '2025-01-14T09:30:00.000Z',
      author: { '@type': 'Person', name: 'Ananya Mohanty' },
      publisher: {
        '@type': 'Organization',
        name: company.name,
        url: 'http://localhost:4173',
        logo: { '@type': 'ImageObject', url: `http://localhost:4173${company.logo}` },
      },
      articleSection: 'Legal',
    });
  });

  it('stands in the company for a missing author and its image for a non-http one; no date when there is none', () => {
    const bare = blogPostingJsonLd({
      ...post,
      authorName: '  ',
      image: 'javascript:alert(1)',
      datePublished: 'yesterday',
      category: '',
    });
    expect(bare.author).toEqual({
      '@type': 'Organization',
      name: company.name,
      url: 'http://localhost:4173',
    });
    expect(bare.image).toBe(`http://localhost:4173${DEFAULT_SHARE_IMAGE}`);
    expect(bare).not.toHaveProperty('datePublished');
    expect(bare).not.toHaveProperty('articleSection');
  });

  it('cuts a headline longer than 110 characters', () => {
    const headline = blogPostingJsonLd({ ...post, headline: 'word '.repeat(40) }).headline;
    expect(String(headline).length).toBeLessThanOrEqual(110);
    expect(String(headline).endsWith('…')).toBe(true);
  });
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
    const jsonLd = tags(blogPostPageMeta(post, '/blog')).flatMap((tag) =>
      tag['script:ld+json'] ? [tag['script:ld+json'] as JsonLd] : [],
    );
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

describe('subjectJsonLd', () => {
  const listing = { name: 'Plot in Patia', description: 'Corner plot.', path: '/land/plot/7', images: [] };
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Plot in Patia', path: '/land/plot/7' },
  ];

  it('describes each kind of page as its schema.org types', () => {
    const types = (objects: JsonLd[]) => objects.map((object) => object['@type']);
    expect(subjectJsonLd(undefined)).toEqual([]);
    expect(types(subjectJsonLd({ faqs }))).toEqual(['FAQPage']);
    expect(types(subjectJsonLd({ jobs, posted: '2025-01-15' }))).toEqual(jobs.map(() => 'JobPosting'));
    expect(subjectJsonLd({ listing, trail })).toEqual([listingJsonLd(listing), breadcrumbJsonLd(trail)]);
    const post = { headline: 'Vastu tips', description: 'Simple ideas.', path: '/blog/vastu/3' };
    expect(subjectJsonLd({ post, trail })).toEqual([blogPostingJsonLd(post), breadcrumbJsonLd(trail)]);
  });
});

describe('publicPageMeta', () => {
  const jsonLdOf = (meta: MetaDescriptor[]) =>
    tags(meta).flatMap((tag) => (tag['script:ld+json'] ? [tag['script:ld+json'] as JsonLd] : []));

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
