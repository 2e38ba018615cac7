/**
 * How a route module's clientLoader starts its screen's reads: from the feature's query options
 * into the app's one cache, which the screen then reads with the same options. The rules, and why
 * lists are not waited for, are docs/conventions.md's "Reads".
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ShouldRevalidateFunction } from 'react-router';
import type { RecordLoad } from '@/lib/missingRecord';
import { isSignedIn } from '@/lib/session';
import { queryClient } from './queryClient';

type ReadOptions<Data, Key extends QueryKey> = FetchQueryOptions<Data, Error, Data, Key>;

/**
 * Starts a read and does not wait for it: the screen shows at once, with its own loading text,
 * then the answer or its failure with Retry.
 */
export function startRead<Data, Key extends QueryKey>(query: ReadOptions<Data, Key>): void {
  void queryClient.prefetchQuery(query);
}

/**
 * A back-office read, only with a whole session: without one the admin guard sends the visitor
 * away, and a half session's token would meet a 401 that ends in /login instead of /.
 */
export function startAdminRead<Data, Key extends QueryKey>(query: ReadOptions<Data, Key>): void {
  if (isSignedIn()) startRead(query);
}

/**
 * Reads the record a page is about and waits for it, so the route's meta can name it. A failure is
 * answered, not thrown: the page shows it with its Retry (the cache keeps it, and the page does not
 * ask again as it mounts), never the route's error page.
 */
export async function readRecord<Data, Key extends QueryKey>(
  query: ReadOptions<Data, Key>,
): Promise<RecordLoad<Data>> {
  try {
    return { data: await queryClient.ensureQueryData(query), isError: false, error: null };
  } catch (error) {
    return { data: undefined, isError: true, error };
  }
}

/**
 * The `shouldRevalidate` of a screen whose search, filters and page live in the query string:
 * changing them runs no loader, so the page answers at once from the list it already has.
 */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
