/** A page's tags in its head: title, description, canonical address, Open Graph and Twitter. */
import type { MetaDescriptor } from 'react-router';
import { company } from '@/config/company';
import { env } from '@/config/env';

export const DEFAULT_SHARE_IMAGE = '/images/og-default.jpg';

const DESCRIPTION_MAX = 160;

/** An http(s) address as it is, a site path on the site's origin, anything else undefined. */
export function httpUrl(value: string): string | undefined {
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

export function metaDescription(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const head = clean.slice(0, DESCRIPTION_MAX - 1); // room for the '…'
  const cut = clean[head.length] === ' ' ? head.length : head.lastIndexOf(' ');
  return `${(cut > 0 ? head.slice(0, cut) : head).replace(/[\s,.;:-]+$/, '')}…`;
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
