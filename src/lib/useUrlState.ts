import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from './useHydrated';

interface OwnQuery {
  query: string;
  sent: readonly string[];
  seen: string;
}

// The router applies a URL change in a transition, so the values are the query as last set here (quick
// keys all kept, the caret stays) until the router shows one not set here (a link, back/forward).
export function useUrlState<Key extends string>(defaults: Record<Key, string>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Callers pass a fresh literal each render; its contents, not its identity, matter.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as Record<Key, string>, [defaultsKey]);

  const shown = params.toString();
  const [own, setOwn] = useState<OwnQuery>({ query: shown, sent: [], seen: shown });
  let query = own.query;
  if (shown !== own.seen) {
    // A query sent from here is an echo (a later one may be on its way); any other came from outside.
    const echo = own.sent.indexOf(shown);
    const next: OwnQuery =
      echo >= 0
        ? { query: own.query, sent: own.sent.slice(echo + 1), seen: shown }
        : { query: shown, sent: [], seen: shown };
    setOwn(next);
    query = next.query;
  }

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
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);

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
      setOwn((current) => ({ ...current, query: text, sent: [...current.sent, text] }));
      void navigate(`?${text}`, { replace: true, preventScrollReset: true });
    },
    [navigate, stableDefaults, setOwn],
  );

  return [values, update] as const;
}
