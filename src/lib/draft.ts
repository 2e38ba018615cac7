// Unsaved admin form values survive a 401: kept in sessionStorage past the wipe, handed back after sign-in.
import { paths } from '@/config/paths';

export const DRAFT_KEY = 'unsavedDraft';

export interface Draft {
  form: string;
  path: string;
  values: unknown;
}

let offered: (() => Draft) | null = null;

export function offerDraft(offer: () => Draft): () => void {
  offered = offer;
  return () => {
    if (offered === offer) offered = null;
  };
}

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
    // Storage unavailable or full: the draft is lost.
  }
}

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

export function keptDraft(): { form: string; path: string } | null {
  const draft = readDraft();
  return draft ? { form: draft.form, path: draft.path } : null;
}

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

/** The login and the guard both ask here, so they never race each other to two different pages. */
export const pageAfterSignIn = (): string => keptDraft()?.path ?? paths.dashboard;
