import type { MetaDescriptor } from 'react-router';
import { company } from '@/config/company';
import { env } from '@/config/env';

export const DEFAULT_SHARE_IMAGE = '/images/og-default.jpg';

const SCHEMA = 'https://schema.org';
const DESCRIPTION_MAX = 160;
const LOCALITY = 'Bhubaneswar';
const REGION = 'Odisha';
const COUNTRY = 'IN';

type JsonLdValue = string | number | boolean | JsonLd | readonly JsonLdValue[];
/** Its values are plain text: React Router escapes them into the script element. */
export interface JsonLd {
  [key: string]: JsonLdValue;
}

function httpUrl(value: string): string | undefined {
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return `${env.siteUrl}${text}`;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}

export function absoluteUrl(pathOrUrl: string): string {
  return httpUrl(pathOrUrl) ?? `${env.siteUrl}/${pathOrUrl.trim().replace(/^\/+/, '')}`;
}

function metaDescription(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const head = clean.slice(0, DESCRIPTION_MAX - 1); // room for the '…'
  const cut = clean[head.length] === ' ' ? head.length : head.lastIndexOf(' ');
  return `${(cut > 0 ? head.slice(0, cut) : head).replace(/[\s,.;:-]+$/, '')}…`;
}

export function isoTime(value: string | undefined): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function isoDate(value: string): string | undefined {
  return isoTime(value)?.slice(0, 10);
}

function postalAddress({ locality, street }: { locality?: string; street?: string }): JsonLd {
  return {
    '@type': 'PostalAddress',
    ...(street?.trim() ? { streetAddress: street.trim() } : {}),
    ...(locality?.trim() ? { addressLocality: locality.trim() } : {}),
    addressRegion: REGION,
    addressCountry: COUNTRY,
  };
}

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
  fullTitle?: boolean;
}

export function pageTitle(page: string): string {
  return `${page.trim()} | ${company.name}`;
}

/** The `meta` of a page no crawler reads (sign-in, the back office, an error): its title alone. */
export function titleMeta(page: string): MetaDescriptor[] {
  return [{ title: pageTitle(page) }];
}

export function pageMeta(page: PageMetaInput): MetaDescriptor[] {
  const title = page.title.trim();
  const description = metaDescription(page.description);
  const url = absoluteUrl(page.path);
  const ownImage = page.image ? httpUrl(page.image) : undefined;
  const image = ownImage ?? absoluteUrl(DEFAULT_SHARE_IMAGE);
  return [
    { title: page.fullTitle ? title : pageTitle(title) },
    { name: 'description', content: description },
    ...(page.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(ownImage ? [{ property: 'og:image:alt', content: page.imageAlt?.trim() || title }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}

export function notFoundPageMeta(path: string): MetaDescriptor[] {
  return publicPageMeta({
    title: 'Page not found',
    description: 'This page does not exist on the Kalinga Habitats website.',
    path,
    noIndex: true,
  });
}

export function organizationJsonLd(): JsonLd {
  const { address, map } = company;
  const postalCode = /\b\d{6}\b/.exec(address.region)?.[0];
  // The locality has its own field, so line 2's trailing 'Bhubaneswar' is not repeated in the street.
  const street = [address.line1, address.line2.replace(/,?\s*Bhubaneswar$/i, '')].filter(Boolean).join(', ');
  return {
    '@context': SCHEMA,
    '@type': 'RealEstateAgent',
    name: company.name,
    url: env.siteUrl,
    logo: absoluteUrl(company.logo),
    telephone: company.phone,
    email: company.email,
    address: { ...postalAddress({ locality: LOCALITY, street }), ...(postalCode ? { postalCode } : {}) },
    geo: { '@type': 'GeoCoordinates', latitude: map.latitude, longitude: map.longitude },
    sameAs: company.social.map((link) => link.url),
  };
}

export interface ListingInput {
  name: string;
  description: string;
  path: string;
  images: readonly string[];
  city?: string;
  address?: string;
  datePosted?: string;
  price?: { amount: number; currency: string };
}

export function listingJsonLd(listing: ListingInput): JsonLd {
  const images = listing.images.map(httpUrl).filter((url): url is string => url !== undefined);
  const datePosted = listing.datePosted ? isoDate(listing.datePosted) : undefined;
  const { price } = listing;
  return {
    '@context': SCHEMA,
    '@type': 'RealEstateListing',
    name: listing.name.trim(),
    description: listing.description.trim().replace(/\s+/g, ' '),
    url: absoluteUrl(listing.path),
    ...(images.length > 0 ? { image: images } : {}),
    ...(datePosted ? { datePosted } : {}),
    contentLocation: {
      '@type': 'Place',
      address: postalAddress({ locality: listing.city, street: listing.address }),
    },
    ...(price && Number.isFinite(price.amount)
      ? { offers: { '@type': 'Offer', price: price.amount, priceCurrency: price.currency } }
      : {}),
    provider: { '@type': 'RealEstateAgent', name: company.name, url: env.siteUrl },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(items: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

interface JobPostingInput {
  role: string;
  location: string;
  type: string;
  job_desc: string;
}

export function jobPostingsJsonLd(jobs: readonly JobPostingInput[], datePosted: string): JsonLd[] {
  const posted = isoDate(datePosted);
  return jobs.map((job) => ({
    '@context': SCHEMA,
    '@type': 'JobPosting',
    title: job.role,
    description: job.job_desc.trim().replace(/\s+/g, ' '),
    ...(posted ? { datePosted: posted } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: env.siteUrl,
      logo: absoluteUrl(company.logo),
    },
    jobLocation: { '@type': 'Place', address: postalAddress({ locality: job.location }) },
    employmentType: job.type
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_'),
    directApply: false,
  }));
}

interface FaqInput {
  question: string;
  answer: string;
}

export function faqPageJsonLd(faqs: readonly FaqInput[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface BlogPostingInput {
  headline: string;
  description: string;
  path: string;
  image?: string;
  datePublished?: string;
  authorName?: string;
  category?: string;
}

/** Search engines cut a BlogPosting headline after this many characters. */
const HEADLINE_MAX = 110;

export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  const url = absoluteUrl(post.path);
  const headline = post.headline.trim().replace(/\s+/g, ' ');
  const image = post.image ? httpUrl(post.image) : undefined;
  const datePublished = isoTime(post.datePublished);
  const author = post.authorName?.trim();
  const organization = { '@type': 'Organization', name: company.name, url: env.siteUrl };
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: headline.length > HEADLINE_MAX ? `${headline.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : headline,
    description: metaDescription(post.description),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: image ?? absoluteUrl(DEFAULT_SHARE_IMAGE),
    ...(datePublished ? { datePublished } : {}),
    author: author ? { '@type': 'Person', name: author } : organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl(company.logo) } },
    ...(post.category?.trim() ? { articleSection: post.category.trim() } : {}),
  };
}

export function jsonLdMeta(...objects: readonly JsonLd[]): MetaDescriptor[] {
  return objects.map((object) => ({ 'script:ld+json': object }));
}

export type PageSubject =
  | { faqs: readonly FaqInput[] }
  | { jobs: readonly JobPostingInput[]; posted: string }
  | { listing: ListingInput; trail: readonly Crumb[] }
  | { post: BlogPostingInput; trail: readonly Crumb[] };

export function subjectJsonLd(subject: PageSubject | undefined): JsonLd[] {
  if (!subject) return [];
  if ('faqs' in subject) return [faqPageJsonLd(subject.faqs)];
  if ('jobs' in subject) return jobPostingsJsonLd(subject.jobs, subject.posted);
  if ('post' in subject) return [blogPostingJsonLd(subject.post), breadcrumbJsonLd(subject.trail)];
  return [listingJsonLd(subject.listing), breadcrumbJsonLd(subject.trail)];
}

/** JSON-LD only at build time: crawlers read it there, and the browser's bundle carries no builders. */
export function publicPageMeta(page: PageMetaInput, subject?: PageSubject): MetaDescriptor[] {
  return [
    ...pageMeta(page),
    ...(import.meta.env.SSR ? jsonLdMeta(organizationJsonLd(), ...subjectJsonLd(subject)) : []),
  ];
}
