/**
 * Unsaved changes kept through an expired session. The admin form on screen with unsaved changes
 * offers its values (components/admin/useDraftOnExpiry.ts); when a 401 ends the session
 * (lib/session.ts expireSession) they are written to sessionStorage after the wipe. Signing in
 * again returns to the form's page, and the form takes its draft back once. Signing out clears
 * everything, a kept draft too.
 */
import { paths } from '@/config/paths';

export const DRAFT_KEY = 'unsavedDraft';

export interface Draft {
  /** Which form: its page's path, or a name of its own for a form in a dialog. */
  form: string;
  /** The page the form is on (path and query), where signing in again returns to. */
  path: string;
  values: unknown;
}

let offered: (() => Draft) | null = null;

/** The form on screen offers its draft while it has unsaved changes; answers the withdrawal. */
export function offerDraft(offer: () => Draft): () => void {
  offered = offer;
  return () => {
    if (offered === offer) offered = null;
  };
}

/** Runs `clear` (the session's storage wipe) and keeps the offered draft in sessionStorage after it. */
export function keepDraftThrough(clear: () => void): void {
  let draft: Draft | null = null;
  try {
    draft = offered?.() ?? null;
  } catch {
    draft = null;
  }
  clear();
  if (!draft) return;
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage unavailable or full: the draft is lost, as it was before.
  }
}

/** A path of this site (not `//other.host`), as a kept draft's page must be. */
const isLocalPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

function readDraft(): Draft | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { form, path, values } = parsed as Partial<Draft>;
    return typeof form === 'string' && isLocalPath(path) && values !== undefined
      ? { form, path, values }
      : null;
  } catch {
    return null;
  }
}

/** The kept draft's page and form (null when none): sign-in returns there, a page opens its dialog. */
export function keptDraft(): { form: string; path: string } | null {
  const draft = readDraft();
  return draft ? { form: draft.form, path: draft.path } : null;
}

/** The kept draft of `form`, once (it is removed as it is handed over), or undefined. */
export function takeDraft(form: string): unknown {
  const draft = readDraft();
  if (!draft || draft.form !== form) return undefined;
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to remove from.
  }
  return draft.values;
}

/**
 * Where a signed-in administrator is sent from the sign-in page (and the public site): back to the
 * form of a kept draft, else the dashboard. The login and the guard both ask here, so they never
 * race each other to two different pages.
 */
export const pageAfterSignIn = (): string => keptDraft()?.path ?? paths.dashboard;
