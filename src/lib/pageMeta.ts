/**
 * A page's tags in its head: title, description, canonical address, Open Graph and Twitter; a public
 * page's also carry its structured data at build time (structuredData.ts).
 */
import type { MetaDescriptor } from 'react-router';
import { company } from '@/config/company';
import { DEFAULT_SHARE_IMAGE, metaDescription } from './linkPreview';
import { absoluteUrl, httpUrl } from './siteUrl';
import { jsonLdMeta, organizationJsonLd, type PageSubject, subjectJsonLd } from './structuredData';

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

/** JSON-LD only at build time: crawlers read it there, and the browser's bundle carries no builders. */
export function publicPageMeta(page: PageMetaInput, subject?: PageSubject): MetaDescriptor[] {
  return [
    ...pageMeta(page),
    ...(import.meta.env.SSR ? jsonLdMeta(organizationJsonLd(), ...subjectJsonLd(subject)) : []),
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
