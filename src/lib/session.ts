/** A session is whole or absent: a stored record with an `_id` AND a token; anything else is signed out. */
import type { AdminInfo } from './adminInfo';
import { keepDraftThrough } from './draft';

export type { AdminInfo } from './adminInfo';

export const ADMIN_INFO_KEY = 'adminInfo';
export const TOKEN_KEY = 'token';
/** Written just before an expiry's wipe, so the other tabs tell an expiry from a sign-out. */
export const SESSION_ENDED_KEY = 'sessionEnded';
export const EXPIRED = 'expired';

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** By hand, not adminInfoSchema: the guard runs on every page and must not pull zod into the first load. */
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

export function getAdminInfo(): AdminInfo | null {
  return sessionFrom(sessionSnapshot());
}

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

let endedByExpiry = false;

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
    // Storage unavailable (private mode): nothing to clear.
  }
}

/**
 * The other tabs hear of the expiry before the wipe: their forms are still on screen then, and
 * each keeps its own draft (components/admin/useExpiryInOtherTabs.ts).
 */
function wipeTellingOtherTabs(): void {
  try {
    // The time makes each expiry a change, which is what a storage event reports.
    storage()?.setItem(SESSION_ENDED_KEY, `${EXPIRED} ${Date.now()}`);
  } catch {
    // Storage unavailable or full: the other tabs take the wipe for a sign-out.
  }
  clearStorage();
}

/** Signing out clears all browser storage, an unsaved draft too. */
export function clearSession(): void {
  clearStorage();
  announce();
}

/** `wipe`: an expiry heard from another tab clears only this tab's own storage, the shared one being that tab's. */
export function expireSession(wipe: () => void = wipeTellingOtherTabs): void {
  endedByExpiry = true;
  keepDraftThrough(wipe);
  announce();
}

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

/** Once the sign-in page has been shown, later visits to admin pages go to / again. */
export function acknowledgeExpiry(): void {
  endedByExpiry = false;
}

export function sessionSnapshot(): string | null {
  const store = storage();
  const info = store?.getItem(ADMIN_INFO_KEY) ?? null;
  const token = store?.getItem(TOKEN_KEY) ?? null;
  return info === null && token === null ? null : JSON.stringify([info, token]);
}

export function sessionFrom(snapshot: string | null): AdminInfo | null {
  if (snapshot === null) return null;
  const [info, token] = JSON.parse(snapshot) as [string | null, string | null];
  return parseToken(token) === null ? null : parseAdminInfo(info);
}

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
