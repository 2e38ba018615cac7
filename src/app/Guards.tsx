import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { pageAfterSignIn } from '@/lib/draft';
import { acknowledgeExpiry, clearHalfSession, sessionExpired } from '@/lib/session';
import { useAdminSession } from '@/lib/useAdminSession';

export function RequireAdmin({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  useEffect(() => {
    if (!admin) clearHalfSession();
  }, [admin]);
  if (admin) return children;
  return <Navigate to={sessionExpired() ? paths.login : paths.home} replace />;
}

export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  // As the sign-in page commits, before anything can be pressed on it: the back office's middleware
  // reads the flag on the next navigation, which a passive effect might not have reached yet.
  useLayoutEffect(() => {
    if (!admin) acknowledgeExpiry();
  }, [admin]);
  return admin ? <Navigate to={pageAfterSignIn()} replace /> : children;
}
