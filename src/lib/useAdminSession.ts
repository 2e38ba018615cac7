import { useMemo, useSyncExternalStore } from 'react';
import { onSessionChange, sessionFrom, sessionSnapshot, type AdminInfo } from './session';

/** The signed-in admin (a whole session), kept current across sign-in, sign-out and other tabs. */
export function useAdminSession(): AdminInfo | null {
  const snapshot = useSyncExternalStore(onSessionChange, sessionSnapshot, () => null);
  return useMemo(() => sessionFrom(snapshot), [snapshot]);
}
