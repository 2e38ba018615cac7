import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from './useHydrated';

interface OwnQuery {
  query: string;
  /** The location the router showed when the query was set here. */
  base: string;
}

/** What a navigation made here carries, so its location is known as an echo of this hook's query. */
interface SentState {
  urlStateQuery: string;
}

const isSent = (state: unknown, shown: string) =>
  typeof state === 'object' && state !== null && (state as Partial<SentState>).urlStateQuery === shown;

// The router applies a URL change in a transition, and in the back office after its middleware,
// so the values are the query as last set here (quick keys all kept, the caret stays) while the
// router shows the location it showed then or one sent from here; a location from elsewhere (a
// link, back/forward) gives the values its query.
export function useUrlState<Key extends string>(defaults: Record<Key, string>) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Callers pass a fresh literal each render; its contents, not its identity, matter.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as Record<Key, string>, [defaultsKey]);

  const shown = params.toString();
  const [own, setOwn] = useState<OwnQuery>({ query: shown, base: location.key });
  const ours = location.key === own.base || isSent(location.state, shown);
  const query = ours ? own.query : shown;

  const values = useMemo(() => {
    const out = { ...stableDefaults };
    if (!hydrated) return out;
    const current = new URLSearchParams(query);
    for (const key of Object.keys(stableDefaults) as Key[]) {
      const value = current.get(key);
      if (value !== null) out[key] = value;
    }
    return out;
  }, [query, stableDefaults, hydrated]);

  // Read by `update`: two changes before the next render (a script, a clear then a set) both count.
  // Set as the render commits, before the next key's handler runs: a passive effect could run after
  // it and put back the query that key had already changed.
  const latest = useRef(query);
  const shownKey = useRef(location.key);
  useLayoutEffect(() => {
    latest.current = query;
    shownKey.current = location.key;
  }, [query, location.key]);

  const update = useCallback(
    (changes: Partial<Record<Key | 'page', string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [Key, string | undefined][]) {
        if (value === undefined || value === '' || value === stableDefaults[key]) next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      const text = next.toString();
      if (text === latest.current) return;
      latest.current = text;
      setOwn({ query: text, base: shownKey.current });
      const sent: SentState = { urlStateQuery: text };
      void navigate(`?${text}`, { replace: true, preventScrollReset: true, state: sent });
    },
    [navigate, stableDefaults, setOwn],
  );

  return [values, update] as const;
}
