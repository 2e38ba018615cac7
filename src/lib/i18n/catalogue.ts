/**
 * The site's words, one catalogue per language split by namespace: English, the reference, in
 * src/lib/i18n/messages/en/<namespace>.ts; each translation in messages/<language>/<namespace>.json,
 * which must have every key of the English one and no other (translations.ts), so a missing or
 * extra translation is a type error. Each file is a chunk of its own, loaded when a page needs it:
 * a page sends only its language's words for the parts it shows.
 */
import type about from './messages/en/about';
import type communities from './messages/en/communities';
import type dataUse from './messages/en/dataUse';
import type faqs from './messages/en/faqs';
import type fallback from './messages/en/fallback';
import type frame from './messages/en/frame';
import type home from './messages/en/home';
import type homeSections from './messages/en/homeSections';
import type listings from './messages/en/listings';
import type privacy from './messages/en/privacy';
import type services from './messages/en/services';
import type shell from './messages/en/shell';
import type testimonials from './messages/en/testimonials';
import type forms from './messages/en/forms';
import type contact from './messages/en/contact';
import type inquiry from './messages/en/inquiry';
import type careers from './messages/en/careers';
import type gallery from './messages/en/gallery';
import type terms from './messages/en/terms';
import type upcoming from './messages/en/upcoming';
import type lists from './messages/en/lists';
import type record from './messages/en/record';
import type post from './messages/en/post';
import type project from './messages/en/project';
import type loans from './messages/en/loans';
import type shortlist from './messages/en/shortlist';
import type compare from './messages/en/compare';
import type properties from './messages/en/properties';
import type building from './messages/en/building';
import type land from './messages/en/land';
import type brochure from './messages/en/brochure';

/** Every namespace's English catalogue: the shape each language's file must have. */
export interface Catalogue {
  shell: typeof shell;
  fallback: typeof fallback;
  frame: typeof frame;
  home: typeof home;
  homeSections: typeof homeSections;
  listings: typeof listings;
  about: typeof about;
  communities: typeof communities;
  testimonials: typeof testimonials;
  faqs: typeof faqs;
  dataUse: typeof dataUse;
  services: typeof services;
  privacy: typeof privacy;
  forms: typeof forms;
  contact: typeof contact;
  inquiry: typeof inquiry;
  careers: typeof careers;
  gallery: typeof gallery;
  terms: typeof terms;
  upcoming: typeof upcoming;
  lists: typeof lists;
  record: typeof record;
  post: typeof post;
  project: typeof project;
  loans: typeof loans;
  shortlist: typeof shortlist;
  compare: typeof compare;
  properties: typeof properties;
  building: typeof building;
  land: typeof land;
  brochure: typeof brochure;
}
export type Namespace = keyof Catalogue;

/** A text that depends on a count: its forms by plural category (plural.ts picks one). */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/** The same shape with any text in place of each English text: a translation as the app reads it (translations.ts checks each one's keys). */
type Translated<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [I in keyof T]: Translated<T[I]> }
    : { readonly [K in keyof T]: Translated<T[K]> };

export type Messages<N extends Namespace> = Translated<Catalogue[N]>;

/** A load React's `use` reads at once when it has finished (its `status` and `value`). */
type Load = Promise<unknown> & { status?: 'fulfilled'; value?: unknown };
const loads = new Map<string, Load>();

/** A namespace's key as the page lists it: 'or/shell'. */
export const messagesKey = (language: string, namespace: string) => `${language}/${namespace}`;

const whenLoaded = new Set<() => void>();
let loadedCount = 0;

/**
 * Calls `listener` each time a namespace's words finish loading: for what reads them without
 * waiting (the page's meta), which must be drawn again once they are in.
 */
export function onMessagesLoaded(listener: () => void): () => void {
  whenLoaded.add(listener);
  return () => whenLoaded.delete(listener);
}

/** How many loads have finished: changes exactly when `onMessagesLoaded`'s listeners are called. */
export const messagesLoadedCount = () => loadedCount;

/** Keeps a load under its key, marked when it has finished. */
function remember(key: string, words: Promise<unknown>): Load {
  const load: Load = words.then(
    (value) => {
      load.status = 'fulfilled';
      load.value = value;
      loadedCount += 1;
      whenLoaded.forEach((listener) => listener());
      return value;
    },
    (error: unknown) => {
      // A load that failed (the connection dropped) is tried again by the next page that asks.
      loads.delete(key);
      throw error;
    },
  );
  loads.set(key, load);
  return load;
}

export function loadMessages<N extends Namespace>(language: string, namespace: N): Promise<Messages<N>> {
  const key = messagesKey(language, namespace);
  const load =
    loads.get(key) ??
    remember(
      key,
      import('./messageFiles').then((files) => files.importMessages(key)),
    );
  return load as Promise<Messages<N>>;
}

/** The namespace's words if they have loaded, for code that cannot wait (a route's meta). */
export function loadedMessages<N extends Namespace>(language: string, namespace: N): Messages<N> | undefined {
  const load = loads.get(messagesKey(language, namespace));
  return load?.status === 'fulfilled' ? (load.value as Messages<N>) : undefined;
}

/** Every language's every namespace: the build, which writes pages in all of them, and the tests. */
export async function loadAllMessages(): Promise<void> {
  const { MESSAGE_KEYS } = await import('./messageFiles');
  await Promise.all(
    MESSAGE_KEYS.map((key) => {
      const [language = '', namespace = ''] = key.split('/');
      return loadMessages(language, namespace as Namespace);
    }),
  );
}

/**
 * The namespaces a pre-rendered page was written with, as the page names them: 'or/shell', which
 * the build completes with the file's address ('or/shell=/assets/messages-or-shell-….js').
 */
export const PAGE_MESSAGES_META = 'page-messages';

/** Loads what the page in the browser was written with, before the app takes it over. */
export async function loadPageMessages(): Promise<void> {
  const listed = document.querySelector(`meta[name="${PAGE_MESSAGES_META}"]`)?.getAttribute('content') ?? '';
  await Promise.all(
    listed
      .split(' ')
      .filter(Boolean)
      .map((entry) => {
        const [key = '', url] = entry.split('=');
        const [language = '', namespace = ''] = key.split('/');
        const words = url
          ? remember(
              key,
              import(/* @vite-ignore */ url).then((module: { default: unknown }) => module.default),
            )
          : loadMessages(language, namespace as Namespace);
        return words.catch(() => undefined);
      }),
  );
}
