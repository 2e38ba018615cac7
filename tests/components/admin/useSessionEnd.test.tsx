import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionEnd } from '@/components/admin/useSessionEnd';
import { DRAFT_KEY, offerDraft } from '@/lib/draft';
import {
  SESSION_ENDED_KEY,
  acknowledgeExpiry,
  clearSession,
  getToken,
  saveSession,
  sessionExpired,
} from '@/lib/session';

/** This tab hears `newValue` written under `key` by another tab (null: that tab cleared the storage). */
const hear = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

/** Another tab's expiry as this tab hears it: its note, then its wipe of the shared storage. */
const otherTabExpires = (wipedFirst: boolean) => {
  if (wipedFirst) localStorage.clear();
  hear(SESSION_ENDED_KEY, `expired ${Date.now()}`);
  localStorage.clear();
  hear(null, null);
};

const offer = () => offerDraft(() => ({ form: '/blogs', path: '/blogs', values: { title: 'Half written' } }));

afterEach(() => acknowledgeExpiry());

describe('useSessionEnd', () => {
  it("ends this tab's session as expired, keeping its own draft, when the other tab's note arrives", () => {
    saveSession({ _id: 'a1' }, 'tok');
    const stopOffer = offer();
    sessionStorage.setItem('other', 'this tab only');
    const { unmount } = renderHook(() => useSessionEnd(() => undefined));
    hear(SESSION_ENDED_KEY, `expired ${Date.now()}`);
    unmount();
    stopOffer();
    expect(sessionExpired()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({
      values: { title: 'Half written' },
    });
    expect(sessionStorage.getItem('other')).toBeNull();
    // The shared storage is the expiring tab's to wipe.
    expect(getToken()).toBe('tok');
  });

  it('keeps the draft when the note arrives after the other tab has already wiped the storage', () => {
    saveSession({ _id: 'a1' }, 'tok');
    const stopOffer = offer();
    const { unmount } = renderHook(() => useSessionEnd(() => undefined));
    otherTabExpires(true);
    unmount();
    stopOffer();
    expect(sessionExpired()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({
      values: { title: 'Half written' },
    });
  });

  it('takes a wipe alone for a sign-out, and ignores the note in a tab that holds no session', () => {
    const stopOffer = offer();
    const { unmount } = renderHook(() => useSessionEnd(() => undefined));
    saveSession({ _id: 'a1' }, 'tok');
    localStorage.clear();
    hear(null, null);
    expect(sessionExpired()).toBe(false);
    hear(SESSION_ENDED_KEY, `expired ${Date.now()}`);
    unmount();
    stopOffer();
    expect(sessionExpired()).toBe(false);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('forgets once when the session ends, by a sign-out or an expiry in another tab or by this tab', () => {
    const forget = vi.fn();
    const { unmount } = renderHook(() => useSessionEnd(forget));
    // No session held: another tab's wipe ends nothing here.
    hear(null, null);
    expect(forget).not.toHaveBeenCalled();

    saveSession({ _id: 'a1' }, 'tok');
    localStorage.clear();
    hear(null, null);
    expect(forget).toHaveBeenCalledTimes(1);

    saveSession({ _id: 'a1' }, 'tok');
    otherTabExpires(false);
    expect(forget).toHaveBeenCalledTimes(2);

    saveSession({ _id: 'a1' }, 'tok');
    clearSession();
    expect(forget).toHaveBeenCalledTimes(3);
    unmount();
  });
});
