import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { onUnauthorized } from '../lib/http';
import { notify } from '../lib/notify';
import { clearSession } from '../lib/session';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** A 401 on any admin call ends the session: storage cleared, back to /login, and why. */
export function SessionWatcher() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        clearSession();
        notify.error(SESSION_EXPIRED_MESSAGE);
        navigate(paths.login, { replace: true });
      }),
    [navigate],
  );
  return null;
}
