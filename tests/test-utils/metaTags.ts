import type { MetaDescriptor } from 'react-router';
import type { JsonLd } from '@/lib/structuredData';

/** A page's meta descriptors as plain records, to look fields up by name. */
const tags = (meta: MetaDescriptor[]): Record<string, unknown>[] =>
  meta.map((item): Record<string, unknown> => item);

/** The content of the `<meta>` with this name or property. */
export function metaContent(meta: MetaDescriptor[], key: string): unknown {
  return tags(meta).find((item) => item.name === key || item.property === key)?.content;
}

/** The page's canonical address. */
export function canonical(meta: MetaDescriptor[]): unknown {
  return tags(meta).find((item) => item.tagName === 'link' && item.rel === 'canonical')?.href;
}

/** The page's title. */
export function titleOf(meta: MetaDescriptor[]): unknown {
  return tags(meta).find((item) => 'title' in item)?.title;
}

/** The JSON-LD objects among the descriptors, in their order. */
export const jsonLdOf = (meta: MetaDescriptor[]): JsonLd[] =>
  tags(meta).flatMap((tag) => (tag['script:ld+json'] ? [tag['script:ld+json'] as JsonLd] : []));
