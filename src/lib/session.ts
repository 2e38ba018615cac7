/**
 * The admin session in browser storage: `adminInfo` (the login answer's details) and `token`.
 * Nothing else reads or writes these keys. A session is whole or absent: signed in means a stored
 * record with an `_id` AND a token; anything else (bad JSON, no `_id`, no token) is signed out.
 */
import type { AdminInfo } from './adminInfo';
import { keepDraftThrough } from './draft';

export type { AdminInfo } from './adminInfo';

export const ADMIN_INFO_KEY = 'adminInfo';
export const TOKEN_KEY = 'token';

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/**
 * The stored record read as adminInfoSchema would, by hand: the guard runs on every page, so the
 * session must not pull the schema library into the first load (a test keeps the two in step).
 */
export function toAdminInfo(value: Record<string, unknown>): AdminInfo {
  return {
    _id: asText(value._id),
    name: asText(value.name),
    address: asText(value.address),
    phoneNo: asText(value.phoneNo),
    email: asText(value.email),
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The signed-in admin, or null when the stored session is not whole (see sessionFrom). */
export function getAdminInfo(): AdminInfo | null {
  return sessionFrom(sessionSnapshot());
}

/** Reads a stored adminInfo text: anything but a record with an `_id` is signed out. */
function parseAdminInfo(raw: string | null): AdminInfo | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const info = toAdminInfo(parsed as Record<string, unknown>);
    return info._id ? info : null;
  } catch {
    return null;
  }
}

/** The stored token, or null. A token stored as JSON (quoted) is unwrapped. */
export function getToken(): string | null {
  return parseToken(storage()?.getItem(TOKEN_KEY) ?? null);
}

function parseToken(raw: string | null): string | null {
  if (!raw) return null;
  if (raw.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'string' && parsed ? parsed : null;
    } catch {
      return null;
    }
  }
  return raw;
}

export function isSignedIn(): boolean {
  return getAdminInfo() !== null;
}

const CHANGE_EVENT = 'admin-session-change';
const announce = () => window.dispatchEvent(new Event(CHANGE_EVENT));

/** Set when the backend ended the session (a 401), so the guard sends the admin to /login. */
let endedByExpiry = false;

/** Stores a successful login. */
export function saveSession(details: unknown, token: string): void {
  endedByExpiry = false;
  const store = storage();
  if (!store) return;
  store.setItem(ADMIN_INFO_KEY, JSON.stringify(details));
  store.setItem(TOKEN_KEY, token);
  announce();
}

function clearStorage(): void {
  try {
    storage()?.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); there is nothing left to clear then.
  }
}

/** Sign out: SPEC.md says all browser storage is cleared (an unsaved draft too). */
export function clearSession(): void {
  clearStorage();
  announce();
}

/**
 * The backend refused the token: sign out, remembering why until the admin sees /login. The form
 * on screen with unsaved changes (lib/draft.ts) is kept in sessionStorage, for after signing in.
 */
export function expireSession(): void {
  endedByExpiry = true;
  keepDraftThrough(clearStorage);
  announce();
}

/** A half session (a record without a token, or a token without a record) is removed. */
export function clearHalfSession(): void {
  const store = storage();
  if (!store || getAdminInfo() || sessionSnapshot() === null) return;
  store.removeItem(ADMIN_INFO_KEY);
  store.removeItem(TOKEN_KEY);
  announce();
}

export function sessionExpired(): boolean {
  return endedByExpiry;
}

/** The sign-in page has been shown: later visits to admin pages go to / again (SPEC.md §2). */
export function acknowledgeExpiry(): void {
  endedByExpiry = false;
}

/** The stored adminInfo and token as one text: a cheap, stable snapshot for useSyncExternalStore. */
export function sessionSnapshot(): string | null {
  const store = storage();
  const info = store?.getItem(ADMIN_INFO_KEY) ?? null;
  const token = store?.getItem(TOKEN_KEY) ?? null;
  return info === null && token === null ? null : JSON.stringify([info, token]);
}

/** The admin of a sessionSnapshot: only a whole session (a record with an `_id` and a token). */
export function sessionFrom(snapshot: string | null): AdminInfo | null {
  if (snapshot === null) return null;
  const [info, token] = JSON.parse(snapshot) as [string | null, string | null];
  return parseToken(token) === null ? null : parseAdminInfo(info);
}

/** Calls `listener` when this tab or another one signs in or out. */
export function onSessionChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_INFO_KEY || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', fromOtherTab);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}
