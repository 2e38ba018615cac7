import { useQueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { useState } from 'react';
import { LOAD_AHEAD_PX, useNearViewport } from './useNearViewport';

/**
 * Whether the read was asked for: it is under way or has answered. A query that is only in the cache
 * (status 'pending', nothing fetching) was left there by a disabled observer: this section's own
 * render that React set aside before showing it (a lazy sibling still loading, a boundary
 * hydrating), or a list watched but not yet needed. Taking that for a started read would read
 * the whole list on every first load.
 */
const readStarted = (state: QueryState | undefined) =>
  state !== undefined && (state.status !== 'pending' || state.fetchStatus !== 'idle');

/**
 * Whether a section below the first screen reads its query: once it nears the screen, or at once
 * when the route's loader already started the read (a later visit), so mounting it asks nothing
 * again and a failure the loader met shows as it is.
 */
export function useReadWhenNear<Target extends Element>(queryKey: QueryKey) {
  const client = useQueryClient();
  const [started] = useState(() => readStarted(client.getQueryState(queryKey)));
  const [ref, near] = useNearViewport<Target>(LOAD_AHEAD_PX, !started);
  return [ref, started || near] as const;
}
