import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, Meta, type MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { jobs } from '@/features/careers/jobs';
import { faqs } from '@tests/test-utils/englishContent';
import {
  type JsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  jobPostingsJsonLd,
  jsonLdMeta,
  listingJsonLd,
  organizationJsonLd,
  subjectJsonLd,
} from '@/lib/structuredData';
import { DEFAULT_SHARE_IMAGE } from '@/lib/linkPreview';

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
