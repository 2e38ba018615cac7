import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_INFO_KEY,
  SESSION_ENDED_KEY,
  TOKEN_KEY,
  acknowledgeExpiry,
  clearSession,
  expireSession,
  getAdminInfo,
  getToken,
  isSignedIn,
  onSessionChange,
  saveSession,
  sessionExpired,
} from '@/lib/session';

const details = { _id: 'admin-7', name: 'Ravi Das', address: 'Patia, Bhubaneswar' };

describe('saveSession and reading it back', () => {
  it('stores adminInfo as JSON and the token as it is', () => {
    saveSession(details, 'tok-abc');
    expect(JSON.parse(localStorage.getItem(ADMIN_INFO_KEY) ?? 'null')).toEqual(details);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-abc');
    expect(getAdminInfo()).toMatchObject(details);
    expect(getToken()).toBe('tok-abc');
    expect(isSignedIn()).toBe(true);
  });

  it('is signed out when nothing is stored', () => {
    expect(getAdminInfo()).toBeNull();
    expect(getToken()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('fills missing admin fields with empty text', () => {
    saveSession({ _id: 'only-id' }, 't');
    expect(getAdminInfo()).toEqual({ _id: 'only-id', name: '', address: '', phoneNo: '', email: '' });
  });
});

describe('defensive reading of adminInfo', () => {
  it.each([
    ['corrupt JSON', '{"_id": "a1", '],
    ['plain text', 'admin'],
    ['the text undefined', 'undefined'],
    ['JSON null', 'null'],
    ['a JSON array', '[{"_id":"a1"}]'],
    ['a JSON string', '"a1"'],
    ['a record without _id', '{"name":"Ravi"}'],
    ['a record with an empty _id', '{"_id":"","name":"Ravi"}'],
    ['a record with a non-text _id', '{"_id":{"$oid":"x"}}'],
  ])('counts %s as signed out', (_label, stored) => {
    localStorage.setItem(ADMIN_INFO_KEY, stored);
    localStorage.setItem(TOKEN_KEY, 'tok');
    expect(getAdminInfo()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['an empty quoted token', '""'],
  ])('counts a record with an _id but %s as signed out (a session is whole or absent)', (_label, token) => {
    localStorage.setItem(ADMIN_INFO_KEY, '{"_id":"a1"}');
    if (token !== null) localStorage.setItem(TOKEN_KEY, token);
    expect(getAdminInfo()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('accepts a numeric _id as its text', () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    localStorage.setItem(ADMIN_INFO_KEY, '{"_id": 12}');
    expect(getAdminInfo()?._id).toBe('12');
  });
});

describe('getToken', () => {
  it('unwraps a token stored as a JSON string', () => {
    localStorage.setItem(TOKEN_KEY, '"quoted-token"');
    expect(getToken()).toBe('quoted-token');
  });

  it.each([
    ['an empty string', ''],
    ['an empty quoted string', '""'],
    ['a broken quoted string', '"abc'],
  ])('answers null for %s', (_label, stored) => {
    localStorage.setItem(TOKEN_KEY, stored);
    expect(getToken()).toBeNull();
  });
});

describe('clearSession', () => {
  it('clears localStorage and sessionStorage entirely', () => {
    saveSession(details, 'tok');
    localStorage.setItem('other', 'x');
    sessionStorage.setItem('draft', 'y');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(getAdminInfo()).toBeNull();
    expect(getToken()).toBeNull();
  });
});

describe('onSessionChange', () => {
  const fire = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

  it('fires for the adminInfo and token keys and for a cleared storage', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    fire(ADMIN_INFO_KEY);
    fire(TOKEN_KEY);
    fire(null);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('ignores other keys', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    fire('theme');
    fire('demo-data');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('fires when this tab signs in or out', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    saveSession(details, 'tok');
    expect(listener).toHaveBeenCalledTimes(1);
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops after unsubscribing', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    stop();
    fire(TOKEN_KEY);
    saveSession(details, 'tok');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('an expiry told to the other tabs', () => {
  afterEach(() => {
    acknowledgeExpiry();
    vi.restoreAllMocks();
  });

  /** The storage writes this tab makes, in order: what the other tabs hear, as storage events. */
  function recordWrites(): string[] {
    const writes: string[] = [];
    const { setItem, clear } = Storage.prototype;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (this === localStorage) writes.push(`set ${key}=${value}`);
      setItem.call(this, key, value);
    });
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(function (this: Storage) {
      if (this === localStorage) writes.push('clear');
      clear.call(this);
    });
    return writes;
  }

  it('is written before the wipe: the other tabs still hold their forms when they hear of it', () => {
    saveSession(details, 'tok');
    const writes = recordWrites();
    expireSession();
    expect(sessionExpired()).toBe(true);
    expect(writes).toEqual([expect.stringMatching(new RegExp(`^set ${SESSION_ENDED_KEY}=expired`)), 'clear']);
    expect(getToken()).toBeNull();
  });
});
