/**
 * Addresses on the site's own origin (VITE_SITE_URL), as its tags, structured data and QR codes
 * name them.
 */
import { env } from '@/config/env';

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

/** An address on the site: a path joined to its origin; an http(s) address kept as it is. */
export function absoluteUrl(pathOrUrl: string): string {
  return httpUrl(pathOrUrl) ?? `${env.siteUrl}/${pathOrUrl.trim().replace(/^\/+/, '')}`;
}
