import { useEffect } from 'react';
import { onUnauthorized } from '@/lib/unauthorized';
import { expireSession } from '@/lib/session';

/** The sign-in page the guard then opens says why (routes/auth/login.tsx). */
export function SessionWatcher() {
  useEffect(() => onUnauthorized(() => expireSession()), []);
  return null;
}
