import { useEffect } from 'react';
import { EXPIRED, SESSION_ENDED_KEY, expireSession, isSignedIn } from '@/lib/session';

function clearThisTab(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}

/**
 * The session this tab shares has expired in another tab: it ends here the same way, the open
 * form keeping its draft and /login saying why. A wipe without the note is a sign-out.
 */
export function useExpiryInOtherTabs(): void {
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === SESSION_ENDED_KEY && event.newValue?.startsWith(EXPIRED) && isSignedIn()) {
        expireSession(clearThisTab);
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
}
