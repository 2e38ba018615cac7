import { useMemo, useSyncExternalStore } from 'react';
import { onSessionChange, parseAdminInfo, sessionSnapshot, type AdminInfo } from './session';

/** The signed-in admin, kept current across sign-in, sign-out and other tabs. */
export function useAdminSession(): AdminInfo | null {
  const snapshot = useSyncExternalStore(onSessionChange, sessionSnapshot, () => null);
  return useMemo(() => parseAdminInfo(snapshot), [snapshot]);
}
