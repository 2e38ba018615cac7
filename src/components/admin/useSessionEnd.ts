import { useEffect, useEffectEvent } from 'react';
import { EXPIRED, SESSION_ENDED_KEY, expireSession, isSignedIn, onSessionChange } from '@/lib/session';

function clearThisTab(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}

/**
 * What this tab does when the session ends, here or in another tab. An expiry in another tab ends
 * it here the same way: the open form keeps its draft and /login says why (a wipe without the
 * note is a sign-out). However it ended, `forget` drops what only a session may read.
 *
 * Whether this tab held a session is its own memory, kept as the session changes, not storage
 * read inside the event: a browser may deliver the other tab's note after that tab's wipe.
 */
export function useSessionEnd(forget: () => void): void {
  const forgetNow = useEffectEvent(forget);
  useEffect(() => {
    let held = isSignedIn();
    const stopWatching = onSessionChange(() => {
      const holds = isSignedIn();
      if (held && !holds) forgetNow();
      held = holds;
    });
    const followExpiry = (event: StorageEvent) => {
      if (event.key === SESSION_ENDED_KEY && event.newValue?.startsWith(EXPIRED) && held) {
        expireSession(clearThisTab);
      }
    };
    window.addEventListener('storage', followExpiry);
    return () => {
      stopWatching();
      window.removeEventListener('storage', followExpiry);
    };
  }, []);
}
