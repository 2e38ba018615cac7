import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { LOAD_AHEAD_PX, useNearViewport } from './useNearViewport';

/**
 * Whether a section below the first screen reads its query: once it nears the screen, or at once
 * when the route's loader already started the read (a later visit), so mounting it asks nothing
 * again and a failure the loader met shows as it is.
 */
export function useReadWhenNear<Target extends Element>(queryKey: QueryKey) {
  const client = useQueryClient();
  const [started] = useState(() => client.getQueryState(queryKey) !== undefined);
  const [ref, near] = useNearViewport<Target>(LOAD_AHEAD_PX, !started);
  return [ref, started || near] as const;
}
