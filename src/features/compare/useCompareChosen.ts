import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor may have chosen listings to compare: a look at the stored text, without
 * parsing it, so the site frame can tell whether to load the compare tray at all. Every page loads
 * this; the list itself (compareList.ts) loads with the tray and the Compare buttons, and decides
 * what is really there.
 */
export const COMPARE_KEY = 'compare';

const CHANGED = 'compare-changed';

/** The list's own listeners live in its module; the frame hears of a change in this tab through this. */
export function announceCompareChange(): void {
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function mayHaveChosen(): boolean {
  try {
    const raw = window.localStorage.getItem(COMPARE_KEY);
    return raw !== null && raw !== '[]';
  } catch {
    return false;
  }
}

export function useCompareChosen(): boolean {
  return useSyncExternalStore(subscribe, mayHaveChosen, () => false);
}
