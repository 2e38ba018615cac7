// Why lists are not waited for: docs/conventions.md, "Reads".
import { noop, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query';
import type { Params, ShouldRevalidateFunction } from 'react-router';
import type { RecordLoad } from '@/lib/missingRecord';
import { queryClient } from './queryClient';

type ReadOptions<Data, Key extends QueryKey> = QueryExecuteOptions<Data, Error, Data, Data, Key>;

/** Not awaited: the screen shows at once with its own loading text, then the answer or Retry. */
export function startRead<Data, Key extends QueryKey>(query: ReadOptions<Data, Key>): void {
  queryClient.query(query).catch(noop);
}

/** A list screen's `clientLoader`: starts the read of its list. */
export function listLoader<Data, Key extends QueryKey>(query: () => ReadOptions<Data, Key>) {
  return () => {
    startRead(query());
    return null;
  };
}

/** An edit screen's `clientLoader`: starts the read of the record its address names (`:id`). */
export function editedRecordLoader<Data, Key extends QueryKey>(
  query: (id: string) => ReadOptions<Data, Key>,
) {
  return ({ params }: { params: Params }) => {
    startRead(query(params.id ?? ''));
    return null;
  };
}

// Awaited so the route's meta can name the record. A failure is returned, not thrown: the page shows
// it with Retry (the cache keeps it, so the page does not ask again on mount), never the error page.
export async function readRecord<Data, Key extends QueryKey>(
  query: ReadOptions<Data, Key>,
): Promise<RecordLoad<Data>> {
  try {
    return { data: await queryClient.query({ ...query, staleTime: 'static' }), isError: false, error: null };
  } catch (error) {
    return { data: undefined, isError: true, error };
  }
}

/** Changing the query string runs no loader, so the page answers at once from the list it has. */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
