import {
  dehydrate,
  QueryClient,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * For a route's build-time `loader`: runs the page's query and answers its result as the state a
 * HydrationBoundary puts into the app's one cache, so the page is rendered with its data into the
 * HTML, and hydrates with the same. A query that fails is left out: the page then loads it in the
 * browser.
 */
export async function prerenderQuery<Data, Key extends QueryKey>(
  query: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery(query);
  const state = dehydrate(client);
  // Dated long ago, so the browser asks the backend again as soon as the page is interactive.
  for (const dehydrated of state.queries) dehydrated.state.dataUpdatedAt = 0;
  return state;
}

/** The answer a build-time loader rendered into the page, if any (for the route's meta). */
export function prerenderedAnswer<Data>(state: DehydratedState | undefined): Data | undefined {
  return state?.queries[0]?.state.data as Data | undefined;
}
