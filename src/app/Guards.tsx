import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { pageAfterSignIn } from '@/lib/draft';
import { acknowledgeExpiry, clearHalfSession, sessionExpired } from '@/lib/session';
import { useAdminSession } from '@/lib/useAdminSession';

/**
 * Admin pages need a whole session, stored adminInfo with an _id and a token; without it the
 * visitor goes to /, or to /login when the backend has just ended the session. A half session
 * left in storage is removed.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  useEffect(() => {
    if (!admin) clearHalfSession();
  }, [admin]);
  if (admin) return children;
  return <Navigate to={sessionExpired() ? paths.login : paths.home} replace />;
}

/**
 * Auth pages and the public site send a signed-in administrator to the dashboard, or back to the
 * form whose unsaved changes were kept through an expired session.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  useEffect(() => {
    if (!admin) acknowledgeExpiry();
  }, [admin]);
  return admin ? <Navigate to={pageAfterSignIn()} replace /> : children;
}
