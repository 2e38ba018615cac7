/**
 * A page's tags in its head: title, description, canonical address, Open Graph and Twitter; a public
 * page's also carry its structured data at build time (structuredData.ts).
 */
import type { MetaDescriptor } from 'react-router';
import { company } from '@/config/company';
import { loadedMessages, type Messages, type Namespace } from './i18n/catalogue';
import {
  DEFAULT_LANGUAGE,
  isTranslated,
  LANGUAGES,
  languageOfPath,
  ogLocale,
  pathIn,
  type Language,
} from './i18n/languages';
import { DEFAULT_SHARE_IMAGE, metaDescription } from './linkPreview';
import { absoluteUrl, httpUrl } from './siteUrl';
import { jsonLdMeta, organizationJsonLd, type PageSubject, subjectJsonLd } from './structuredData';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The English page's path; the page's own address is its translation's (`language`). */
  path: string;
  language?: Language;
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

/**
 * A page written in every language names each of them (hreflang, with English as x-default), each
 * an absolute address, so a search engine offers a reader the page in theirs.
 */
function languageAlternates(path: string): MetaDescriptor[] {
  if (!isTranslated(path)) return [];
  return [
    ...LANGUAGES.map((language) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: language,
      href: absoluteUrl(pathIn(language, path)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
  ];
}

export function pageMeta(page: PageMetaInput): MetaDescriptor[] {
  const title = page.title.trim();
  const description = metaDescription(page.description);
  const language = page.language ?? DEFAULT_LANGUAGE;
  const url = absoluteUrl(isTranslated(page.path) ? pathIn(language, page.path) : page.path);
  const ownImage = page.image ? httpUrl(page.image) : undefined;
  const image = ownImage ?? absoluteUrl(DEFAULT_SHARE_IMAGE);
  return [
    { title: page.fullTitle ? title : pageTitle(title) },
    { name: 'description', content: description },
    ...(page.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(page.path),
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: ogLocale(language) },
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

/**
 * The meta of a page written in every language, from its namespace in the language of its address
 * (`pathname`). Empty only while a navigation's words load, a render React discards: the page waits
 * for the same words (useMessages) and renders again with them.
 */
export function translatedPageMeta<N extends Namespace>(
  pathname: string,
  namespace: N,
  page: (messages: Messages<N>) => Omit<PageMetaInput, 'language'>,
  subject?: PageSubject,
): MetaDescriptor[] {
  const language = languageOfPath(pathname);
  const messages = loadedMessages(language, namespace);
  return messages ? publicPageMeta({ ...page(messages), language }, subject) : [];
}

/** A namespace that names its page: a `title` and a `description`. */
type PageNamespace = {
  [N in Namespace]: Messages<N> extends { readonly title: string; readonly description: string } ? N : never;
}[Namespace];

/** The meta of a page its namespace names (its title and description), at `path` in the page's language. */
export function namedPageMeta(
  pathname: string,
  namespace: PageNamespace,
  path: string,
  subject?: PageSubject,
): MetaDescriptor[] {
  return translatedPageMeta(
    pathname,
    namespace,
    (words: { title: string; description: string }) => ({
      title: words.title,
      description: words.description,
      path,
    }),
    subject,
  );
}

/**
 * The meta of a page that is the visitor's own (their shortlist, their comparison): named by its
 * namespace like any page, and nothing for a search engine to list.
 */
export function personalPageMeta(pathname: string, namespace: PageNamespace, path: string): MetaDescriptor[] {
  return translatedPageMeta(pathname, namespace, (words: { title: string; description: string }) => ({
    title: words.title,
    description: words.description,
    path,
    noIndex: true,
  }));
}

export function notFoundPageMeta(pathname: string): MetaDescriptor[] {
  return translatedPageMeta(pathname, 'fallback', (words) => ({
    title: words.notFoundTitle,
    description: words.notFoundDescription,
    path: pathname,
    noIndex: true,
  }));
}
