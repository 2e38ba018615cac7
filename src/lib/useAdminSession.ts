import { useMemo, useSyncExternalStore } from 'react';
import { onSessionChange, sessionFrom, sessionSnapshot, type AdminInfo } from './session';

export function useAdminSession(): AdminInfo | null {
  const snapshot = useSyncExternalStore(onSessionChange, sessionSnapshot, () => null);
  return useMemo(() => sessionFrom(snapshot), [snapshot]);
}
