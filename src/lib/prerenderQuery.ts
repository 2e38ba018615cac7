import {
  dehydrate,
  QueryClient,
  type DehydratedState,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';

type ReadOptions<Data, Key extends QueryKey> = QueryExecuteOptions<Data, Error, Data, Data, Key>;

// The build renders page after page in one process: a list read for one page (every post page needs
// all posts, the backend has no call for one) serves every other page, so each backend answer is read
// once a build, not once a page. The dev server renders on each request and must see edits.
const buildReads = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: import.meta.env.DEV ? 0 : Infinity, gcTime: Infinity },
  },
});

/** The backend's answer at build time; undefined when it failed, so the page is written loading. */
export async function prerenderRead<Data, Key extends QueryKey>(
  query: ReadOptions<Data, Key>,
): Promise<Data | undefined> {
  try {
    return await buildReads.query(query);
  } catch {
    return undefined;
  }
}

/**
 * What a page needs of an answer, as the browser's cache takes it: dated long ago, so the browser
 * asks the backend again as soon as the page is interactive.
 */
export function prerenderState<Data>(queryKey: QueryKey, data: Data | undefined): DehydratedState {
  const client = new QueryClient();
  if (data !== undefined) client.setQueryData(queryKey, data, { updatedAt: 0 });
  const state = dehydrate(client);
  for (const dehydrated of state.queries) dehydrated.state.dataUpdatedAt = 0;
  return state;
}

/** One record's page: its answer and nothing else, which no other page reads again, so it is not kept. */
export async function prerenderQuery<Data, Key extends QueryKey>(
  query: ReadOptions<Data, Key>,
): Promise<DehydratedState> {
  const data = await prerenderRead(query);
  buildReads.removeQueries({ queryKey: query.queryKey, exact: true });
  return prerenderState(query.queryKey, data);
}

export function prerenderedAnswer<Data>(state: DehydratedState | undefined): Data | undefined {
  return state?.queries[0]?.state.data as Data | undefined;
}
