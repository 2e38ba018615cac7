import { useEffect } from 'react';
import { onUnauthorized } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { expireSession } from '@/lib/session';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * A 401 on any admin call ends the session: storage cleared and a toast saying why; the admin
 * guard, seeing the session gone because it expired, sends the administrator to /login.
 */
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
