import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from './useHydrated';

export function useUrlState<Key extends string>(defaults: Record<Key, string>) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // Callers pass a fresh literal each render; its contents, not its identity, matter.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as Record<Key, string>, [defaultsKey]);

  const values = useMemo(() => {
    const out = { ...stableDefaults };
    if (!hydrated) return out;
    for (const key of Object.keys(stableDefaults) as Key[]) {
      const value = params.get(key);
      if (value !== null) out[key] = value;
    }
    return out;
  }, [params, stableDefaults, hydrated]);

  // The query as last set here: the router's own updater starts from the last render's query, so
  // two changes before the next render (a script, a clear then a set) would undo each other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Partial<Record<Key | 'page', string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [Key, string | undefined][]) {
        if (value === undefined || value === '' || value === stableDefaults[key]) next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams, stableDefaults],
  );

  return [values, update] as const;
}
