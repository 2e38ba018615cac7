import { useSyncExternalStore } from 'react';

/**
 * A short list a visitor keeps in this browser without an account (the shortlist, the listings
 * to compare, the recently viewed). localStorage is shared by every tab of the site, so a change
 * in one tab shows in the others through the `storage` event.
 *
 * What is read back is never trusted: another version of the site, an extension or a person at
 * the console may have written anything there. `isItem` keeps only entries of the expected shape,
 * duplicates (by `keyOf`) and entries past `max` are dropped, and a store that cannot be read
 * (private mode, a blocked storage, a value that is not JSON) reads as empty.
 */
export interface KeptList<T> {
  /** The entries now, newest first as written; the same array until the store changes. */
  read: () => readonly T[];
  write: (next: readonly T[]) => void;
  subscribe: (onChange: () => void) => () => void;
}

/** What keptList itself answers: the list, and how a link keeps entries in it. */
export interface KeptListWithLinks<T> extends KeptList<T> {
  /**
   * Attributes for a link whose tap keeps `next` even before the app has started: the link works as
   * plain HTML then, and public/early-taps.js writes the list from these on its click. The list is
   * replaced by `next`, worked out when the page was rendered (the pre-rendered page knows no kept
   * entry): for a list a link sets outright (the language chosen), never one it adds to.
   */
  keptByEarlyTap: (next: readonly T[]) => EarlyTapKeeps;
}

/** Read by public/early-taps.js: the storage key and the value to write there. */
export interface EarlyTapKeeps {
  'data-keep-key': string;
  'data-keep-value': string;
}

const NOTHING: readonly never[] = Object.freeze([]);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keptList<T>({
  key,
  max,
  isItem,
  keyOf,
}: {
  key: string;
  max: number;
  isItem: (value: unknown) => value is T;
  keyOf: (item: T) => string;
}): KeptListWithLinks<T> {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let last: readonly T[] = NOTHING;

  const clean = (values: readonly unknown[]): T[] => {
    const seen = new Set<string>();
    const out: T[] = [];
    for (const value of values) {
      if (out.length >= max) break;
      if (!isItem(value)) continue;
      const id = keyOf(value);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(value);
    }
    return out;
  };

  const read = (): readonly T[] => {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw === lastRaw) return last;
    lastRaw = raw;
    try {
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      last = Array.isArray(parsed) ? clean(parsed) : NOTHING;
    } catch {
      last = NOTHING;
    }
    return last;
  };

  const write = (next: readonly T[]) => {
    try {
      storage()?.setItem(key, JSON.stringify(clean(next)));
    } catch {
      // Storage full or blocked: the list lives on in this page only, until storage changes.
      try {
        lastRaw = storage()?.getItem(key) ?? null;
      } catch {
        lastRaw = null;
      }
      last = clean(next);
    }
    listeners.forEach((listener) => listener());
  };

  const subscribe = (onChange: () => void) => {
    const onStorage = (event: StorageEvent) => {
      // `key` is null when another tab cleared the whole storage (an admin signing out).
      if (event.key === key || event.key === null) onChange();
    };
    listeners.add(onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener('storage', onStorage);
    };
  };

  const keptByEarlyTap = (next: readonly T[]): EarlyTapKeeps => ({
    'data-keep-key': key,
    'data-keep-value': JSON.stringify(clean(next)),
  });

  return { read, write, subscribe, keptByEarlyTap };
}

const serverSnapshot = () => NOTHING;

/**
 * The list, kept current. Pre-rendered HTML and the first render of hydration show it empty (the
 * server has no browser storage); the kept entries show right after.
 */
export function useKeptList<T>(list: KeptList<T>): readonly T[] {
  return useSyncExternalStore(list.subscribe, list.read, serverSnapshot);
}
