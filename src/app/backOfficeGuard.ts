import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { clearHalfSession, isSignedIn, sessionExpired } from '@/lib/session';

/**
 * The back office's client middleware: without a whole session no screen's loader runs, and the
 * visitor goes to /login when their session has just expired, else to the home page (as
 * `RequireAdmin` does for a session that ends while a screen is open).
 */
export function guardBackOffice(): void {
  if (isSignedIn()) return;
  clearHalfSession();
  throw redirect(sessionExpired() ? paths.login : paths.home);
}
