import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAdminSession } from '../lib/useAdminSession';

/** Admin pages need stored adminInfo with an _id; without it the visitor goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  return admin ? children : <Navigate to={paths.home} replace />;
}

/** Auth pages and the public site send a signed-in administrator to the dashboard. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  return admin ? <Navigate to={paths.dashboard} replace /> : children;
}
