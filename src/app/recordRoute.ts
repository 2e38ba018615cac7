import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { MetaDescriptor, Params } from 'react-router';
import type { RecordLoad } from '@/lib/missingRecord';
import { notFoundPageMeta, publicPageMeta } from '@/lib/pageMeta';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { shownRecord, type RecordKind, type RecordQuery } from '@/lib/recordKind';
import { shareImage } from '@/lib/recordPageMeta';
import { isDecodable } from '@/lib/url';
import { readRecord } from './routeReads';

// A record route exports what these return, each from its kind (`src/lib/recordKind.ts`), and
// draws its screen in `RecordScreen`; a brochure route takes `recordClientLoader`, `brochureMeta`
// and `BrochureScreen`:
//   export const loader = recordLoader(landQueries.one);
//   export const clientLoader = recordClientLoader(landQueries.one);
//   export const meta = recordMeta(landPage);
// The loaders take the kind's query, not the kind: the router moves the clientLoader into a file
// of its own, and that file then needs the feature's queries only, not the kind's screens and tags.

export interface RecordArgs {
  params: Params;
}

export interface RecordMetaArgs<Answer> extends RecordArgs {
  loaderData?: { prerendered?: DehydratedState; read?: RecordLoad<Answer> };
  location: { pathname: string };
}

/** At build time: the record's answer, written into the page for the browser's cache. */
export function recordLoader<Answer, Key extends QueryKey>(query: RecordQuery<Answer, Key>) {
  return async ({ params }: RecordArgs) => ({ prerendered: await prerenderQuery(query(params.id ?? '')) });
}

/** In the browser: the record read and awaited, so `meta` can name it. */
export function recordClientLoader<Answer, Key extends QueryKey>(query: RecordQuery<Answer, Key>) {
  return async ({ params }: RecordArgs) => ({
    prerendered: undefined,
    read: await readRecord(query(params.id ?? '')),
  });
}

/**
 * A record page's tags: the record's own, else the kind's general ones under its untitled name
 * while nothing names it, 'not found' (kept from search engines) when the backend has none, and
 * the site's not-found page for an address the router could not read.
 */
export function recordMeta<Answer, Item extends { _id: string }, Key extends QueryKey>(
  kind: RecordKind<Answer, Item, Key>,
) {
  return ({ loaderData, params, location }: RecordMetaArgs<Answer>): MetaDescriptor[] => {
    const { pathname } = location;
    if (!isDecodable(pathname)) return notFoundPageMeta(pathname);
    const general = { description: kind.description, path: pathname, type: kind.type };
    const read = loaderData?.read;
    if (read && shownRecord(kind, params.id, read).missing) {
      return publicPageMeta({ ...general, title: kind.notFound.title, noIndex: true });
    }
    const answer = read?.data ?? prerenderedAnswer<Answer>(loaderData?.prerendered);
    const record = answer === undefined ? undefined : kind.recordOf(answer);
    if (!record || kind.isEmpty(record) || !record._id.trim()) {
      return publicPageMeta({ ...general, title: kind.untitled(params) });
    }
    return kind.meta(record);
  };
}

/**
 * A brochure's tags: never for search engines (the listing's page is the one to find), with the
 * listing's page as its canonical address.
 */
export function brochureMeta<Answer, Item extends { _id: string }, Key extends QueryKey>(
  kind: RecordKind<Answer, Item, Key>,
  /** Its title while there is no listing to name: 'Land brochure'. */
  untitled: string,
) {
  return ({ loaderData, params, location }: RecordMetaArgs<Answer>): MetaDescriptor[] => {
    const { pathname } = location;
    if (!isDecodable(pathname)) return notFoundPageMeta(pathname);
    const read = loaderData?.read;
    const shown = read ? shownRecord(kind, params.id, read) : undefined;
    if (!shown?.record || shown.missing) {
      return publicPageMeta({
        title: read ? kind.notFound.title : untitled,
        description: 'A printable brochure of a listing by Kalinga Habitats.',
        path: pathname,
        noIndex: true,
      });
    }
    const name = kind.nameOf(shown.record);
    return publicPageMeta({
      title: `${name}: brochure`,
      description: `A printable brochure of ${name}: photos, facts and how to reach us.`,
      path: kind.pathOf(shown.record, params.id ?? ''),
      image: shareImage(kind.photoOf(shown.record)),
      imageAlt: name,
      noIndex: true,
    });
  };
}
