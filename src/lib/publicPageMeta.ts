/** A public page's head: its tags, and at build time the structured data crawlers read. */
import type { MetaDescriptor } from 'react-router';
import { pageMeta, type PageMetaInput } from './pageMeta';
import { jsonLdMeta, organizationJsonLd, type PageSubject, subjectJsonLd } from './structuredData';

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
