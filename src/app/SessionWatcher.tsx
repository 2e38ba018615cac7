import { useEffect } from 'react';
import { onUnauthorized } from '@/lib/unauthorized';
import { notify } from '@/lib/notify';
import { expireSession } from '@/lib/session';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export function SessionWatcher() {
  useEffect(
    () =>
      onUnauthorized(() => {
        expireSession();
        notify.error(SESSION_EXPIRED_MESSAGE);
      }),
    [],
  );
  return null;
}
