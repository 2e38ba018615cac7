/** schema.org structured data (JSON-LD) for what a page is about: the company, a listing, a post, jobs, FAQs. */
import type { MetaDescriptor } from 'react-router';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { DEFAULT_SHARE_IMAGE, metaDescription } from './linkPreview';
import { absoluteUrl, httpUrl } from './siteUrl';

const SCHEMA = 'https://schema.org';
const LOCALITY = 'Bhubaneswar';
const REGION = 'Odisha';
const COUNTRY = 'IN';

type JsonLdValue = string | number | boolean | JsonLd | readonly JsonLdValue[];
/** Its values are plain text: React Router escapes them into the script element. */
export interface JsonLd {
  [key: string]: JsonLdValue;
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
