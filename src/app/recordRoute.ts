import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { MetaDescriptor, Params } from 'react-router';
import { loadedMessages, loadMessages, type Messages, type Namespace } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { DEFAULT_LANGUAGE, englishPath, languageOfPath, type Language } from '@/lib/i18n/languages';
import type { RecordLoad } from '@/lib/missingRecord';
import { notFoundPageMeta, publicPageMeta } from '@/lib/pageMeta';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { shownRecord, type RecordKind, type RecordQuery } from '@/lib/recordKind';
import { RECORD_NAMESPACES, shareImage, type RecordMetaWords } from '@/lib/recordPageMeta';
import { isDecodable } from '@/lib/url';
import { readRecord } from './routeReads';

// A record route exports what these return, each from its kind (`src/lib/recordKind.ts`), and
// makes its screen with `recordScreen`; a brochure route takes `brochureClientLoader`, `brochureMeta`
// and `brochureScreen`:
//   export const loader = recordLoader(landQueries.one);
//   export const clientLoader = recordClientLoader(landQueries.one);
//   export const meta = recordMeta(landPage);
// A kind written in Odia and Hindi too names its namespace to the clientLoader and gives `meta`
// its words in those languages: recordClientLoader(projectQueries.one, 'project'),
// recordMeta(projectPage, projectPageIn).
// The loaders take the kind's query, not the kind: the router moves the clientLoader into a file
// of its own, and that file then needs the feature's queries only, not the kind's screens and tags.

export interface RecordArgs {
  params: Params;
  /** The browser's request (absent in a test that calls the loader by hand). */
  request?: Request;
}

/** A language with an address prefix: the record pages written in it open in the browser. */
type OtherLanguage = Exclude<Language, 'en'>;

/** A kind's meta words in a language, or nothing while they load (as translatedPageMeta). */
export type RecordMetaIn<Item> = (language: OtherLanguage) => RecordMetaWords<Item> | undefined;

/** What a record route's loaders answer: the build's `recordLoader`, the browser's clientLoader. */
export interface RecordLoaderData<Answer> {
  prerendered?: DehydratedState;
  read?: RecordLoad<Answer>;
}

export interface RecordMetaArgs<Answer> extends RecordArgs {
  loaderData?: RecordLoaderData<Answer>;
  location: { pathname: string };
}

/** At build time: the record's answer, written into the page for the browser's cache. */
export function recordLoader<Answer, Key extends QueryKey>(query: RecordQuery<Answer, Key>) {
  return async ({ params }: RecordArgs) =>
    ({ prerendered: await prerenderQuery(query(params.id ?? '')) }) satisfies RecordLoaderData<Answer>;
}

/** A clientLoader: the record read and awaited, with the words its language needs loaded alongside. */
function readWithWords<Answer, Key extends QueryKey>(
  query: RecordQuery<Answer, Key>,
  wordsIn: (language: Language) => readonly Namespace[],
) {
  return async ({ params, request }: RecordArgs) => {
    const language = request ? languageOfPath(new URL(request.url).pathname) : DEFAULT_LANGUAGE;
    const [read] = await Promise.all([
      readRecord(query(params.id ?? '')),
      ...wordsIn(language).map((namespace) => loadMessages(language, namespace).catch(() => undefined)),
    ]);
    return { prerendered: undefined, read } satisfies RecordLoaderData<Answer>;
  };
}

/**
 * In the browser: the record read and awaited, so `meta` can name it; on a page in another
 * language, the words its meta reads loaded alongside (no build wrote the page with them): the
 * kind's `namespace` and those every record page shares.
 */
export function recordClientLoader<Answer, Key extends QueryKey>(
  query: RecordQuery<Answer, Key>,
  namespace?: Namespace,
) {
  return readWithWords(query, (language) =>
    language === DEFAULT_LANGUAGE || !namespace ? [] : [namespace, ...RECORD_NAMESPACES],
  );
}

/**
 * A brochure in the browser (no build writes one, in any language): the record read, with the words
 * its meta and sheet are written with: the brochure's, its kind's (`namespace`) and those every
 * record page shares.
 */
export function brochureClientLoader<Answer, Key extends QueryKey>(
  query: RecordQuery<Answer, Key>,
  namespace: Namespace,
) {
  return readWithWords(query, () => ['brochure', namespace, ...RECORD_NAMESPACES]);
}

/** The kind's own English words, the page's address as its path. */
function englishWords<Answer, Item extends { _id: string }, Key extends QueryKey>(
  kind: RecordKind<Answer, Item, Key>,
): RecordMetaWords<Item> {
  return {
    description: kind.description,
    notFoundTitle: kind.notFound.title,
    untitled: kind.untitled,
    meta: kind.meta,
  };
}

/**
 * A record page's tags: the record's own, else the kind's general ones under its untitled name
 * while nothing names it, 'not found' (kept from search engines) when the backend has none, and
 * the site's not-found page for an address the router could not read. On a page in another
 * language, each in its words (`inLanguage`), the English page's path given with the language.
 */
export function recordMeta<Answer, Item extends { _id: string }, Key extends QueryKey>(
  kind: RecordKind<Answer, Item, Key>,
  inLanguage?: RecordMetaIn<Item>,
) {
  return ({ loaderData, params, location }: RecordMetaArgs<Answer>): MetaDescriptor[] => {
    const { pathname } = location;
    if (!isDecodable(pathname)) return notFoundPageMeta(pathname);
    const language = languageOfPath(pathname);
    const translated = language !== 'en' && inLanguage !== undefined;
    const words = language !== 'en' && inLanguage ? inLanguage(language) : englishWords(kind);
    // Empty only while a navigation's words load, a render React discards (translatedPageMeta).
    if (!words) return [];
    const general = {
      description: words.description,
      path: translated ? englishPath(pathname) : pathname,
      type: kind.type,
      ...(translated ? { language } : {}),
    };
    const read = loaderData?.read;
    if (read && shownRecord(kind, params.id, read).missing) {
      return publicPageMeta({ ...general, title: words.notFoundTitle, noIndex: true });
    }
    const answer = read?.data ?? prerenderedAnswer<Answer>(loaderData?.prerendered);
    const record = answer === undefined ? undefined : kind.recordOf(answer);
    if (!record || kind.isEmpty(record) || !record._id.trim()) {
      return publicPageMeta({ ...general, title: words.untitled(params) });
    }
    return words.meta(record);
  };
}

/**
 * A brochure's tags, in the address's language: never for search engines (the listing's page is the
 * one to find), with the listing's page in that language as its canonical address. Nothing while its
 * words load (its clientLoader loads them).
 */
export function brochureMeta<Answer, Item extends { _id: string }, Key extends QueryKey>(
  kind: RecordKind<Answer, Item, Key>,
  /** Which brochure it is, for its title while there is no listing to name: 'Land brochure'. */
  which: keyof Messages<'brochure'>['untitled'],
) {
  return ({ loaderData, params, location }: RecordMetaArgs<Answer>): MetaDescriptor[] => {
    const { pathname } = location;
    if (!isDecodable(pathname)) return notFoundPageMeta(pathname);
    const language = languageOfPath(pathname);
    const words = loadedMessages(language, 'brochure');
    const notFound = loadedMessages(language, which)?.notFound;
    if (!words || !notFound) return [];
    const inLanguage = language === DEFAULT_LANGUAGE ? {} : { language };
    const read = loaderData?.read;
    const shown = read ? shownRecord(kind, params.id, read) : undefined;
    if (!shown?.record || shown.missing) {
      return publicPageMeta({
        title: read ? notFound.title : words.untitled[which],
        description: words.untitledDescription,
        path: englishPath(pathname),
        noIndex: true,
        ...inLanguage,
      });
    }
    const name = kind.nameOf(shown.record);
    return publicPageMeta({
      title: fill(words.title, { name }),
      description: fill(words.description, { name }),
      path: kind.pathOf(shown.record, params.id ?? ''),
      image: shareImage(kind.photoOf(shown.record)),
      imageAlt: name,
      noIndex: true,
      ...inLanguage,
    });
  };
}
