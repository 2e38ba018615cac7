import {
  dehydrate,
  noop,
  QueryClient,
  type DehydratedState,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';

export async function prerenderQuery<Data, Key extends QueryKey>(
  query: QueryExecuteOptions<Data, Error, Data, Data, Key>,
): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.query(query).catch(noop);
  const state = dehydrate(client);
  // Dated long ago, so the browser asks the backend again as soon as the page is interactive.
  for (const dehydrated of state.queries) dehydrated.state.dataUpdatedAt = 0;
  return state;
}

export function prerenderedAnswer<Data>(state: DehydratedState | undefined): Data | undefined {
  return state?.queries[0]?.state.data as Data | undefined;
}
