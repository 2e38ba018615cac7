/** Apart from pageMeta.ts, which every page loads, so that only record pages load these builders. */
import type { MetaDescriptor, Params } from 'react-router';
import { loadedMessages, type Messages, type Namespace } from './i18n/catalogue';
import type { Language } from './i18n/languages';
import { resizedUrl } from './imageUrl';
import { type BlogPostingInput, isoTime, type ListingInput } from './structuredData';
import { publicPageMeta } from './pageMeta';

/**
 * A record's photo as link previews show it: the host's 1200 x 630 cut where it can resize it,
 * else as stored. Here and not in pageMeta.ts, so the pages without a photo of their own (the home page
 * among them) do not load the image host's URL builder.
 */
export function shareImage(src: string | undefined): string | undefined {
  return src && (resizedUrl(src, { width: 1200, height: 630 }) ?? src);
}

/** Where a listing's page sits: its section in the trail, and on a page in another language, the language and the home's name in it. */
export interface ListingPlace {
  section: { name: string; path: string };
  inLanguage?: { language: Language; home: string };
}

/** A building's, a land's or a project's page: its tags, its photo cut for link previews, its JSON-LD and trail. */
export function listingPageMeta(
  listing: ListingInput,
  { section, inLanguage }: ListingPlace,
): MetaDescriptor[] {
  return publicPageMeta(
    {
      title: listing.name,
      description: listing.description,
      path: listing.path,
      image: shareImage(listing.images[0]),
      imageAlt: listing.name,
      ...(inLanguage ? { language: inLanguage.language } : {}),
    },
    {
      listing,
      trail: [
        { name: inLanguage?.home ?? 'Home', path: '/' },
        section,
        { name: listing.name, path: listing.path },
      ],
    },
  );
}

/** A post's page in a language other than English: the language, and its trail's names in it. */
export interface PostPageLanguage {
  language: Language;
  home: string;
  blog: string;
}

export function blogPostPageMeta(
  post: BlogPostingInput,
  blogPath: string,
  inLanguage?: PostPageLanguage,
): MetaDescriptor[] {
  const published = isoTime(post.datePublished);
  const section = post.category?.trim();
  return [
    ...publicPageMeta(
      {
        title: post.headline,
        description: post.description,
        path: post.path,
        image: shareImage(post.image),
        imageAlt: post.headline,
        type: 'article',
        ...(inLanguage ? { language: inLanguage.language } : {}),
      },
      {
        post,
        trail: [
          { name: inLanguage?.home ?? 'Home', path: '/' },
          { name: inLanguage?.blog ?? 'Blog', path: blogPath },
          { name: post.headline, path: post.path },
        ],
      },
    ),
    ...(published ? [{ property: 'article:published_time', content: published }] : []),
    ...(section ? [{ property: 'article:section', content: section }] : []),
  ];
}

/** The namespaces every record page's `meta` reads in Odia or Hindi, besides its kind's own. */
export const RECORD_NAMESPACES = ['listings', 'record', 'shell'] as const satisfies readonly Namespace[];

/** What a record page in Odia or Hindi says in its `meta`: its kind's words and the words every record page shares. */
export interface RecordWords<N extends Namespace> {
  words: Messages<N>;
  listings: Messages<'listings'>;
  record: Messages<'record'>;
  shell: Messages<'shell'>;
}

/** What a kind's `meta` says on a page in another language: its words there, once they have loaded. */
export interface RecordMetaWords<Item> {
  description: string;
  notFoundTitle: string;
  untitled: (params: Params) => string;
  meta: (record: Item) => MetaDescriptor[];
}

/** A record kind's namespace: it describes the kind's page and names its not-found title. */
export type RecordNamespace = {
  [N in Namespace]: Messages<N> extends {
    readonly description: string;
    readonly notFound: { readonly title: string };
  }
    ? N
    : never;
}[Namespace];

/**
 * A record page's `meta` words in Odia or Hindi: the kind's description and not-found title from its
 * namespace, the title of a page no record names and a record's tags from `page`. Nothing while any
 * of its namespaces loads (the route's clientLoader loads them).
 */
export function recordMetaWordsIn<N extends RecordNamespace, Item>(
  language: Language,
  namespace: N,
  page: (loaded: RecordWords<N>) => Pick<RecordMetaWords<Item>, 'untitled' | 'meta'>,
): RecordMetaWords<Item> | undefined {
  const loaded = loadedRecordWords(language, namespace);
  if (!loaded) return undefined;
  const words: { description: string; notFound: { title: string } } = loaded.words;
  return { description: words.description, notFoundTitle: words.notFound.title, ...page(loaded) };
}

/**
 * The words of a record page's `meta` in a language, once its route's clientLoader has loaded them
 * (its kind's namespace, listings, record and shell); nothing while any of them is still loading.
 */
export function loadedRecordWords<N extends Namespace>(
  language: Language,
  namespace: N,
): RecordWords<N> | undefined {
  const words = loadedMessages(language, namespace);
  const listings = loadedMessages(language, 'listings');
  const record = loadedMessages(language, 'record');
  const shell = loadedMessages(language, 'shell');
  return words && listings && record && shell ? { words, listings, record, shell } : undefined;
}
