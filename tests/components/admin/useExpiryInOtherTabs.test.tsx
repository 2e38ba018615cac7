import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useExpiryInOtherTabs } from '@/components/admin/useExpiryInOtherTabs';
import { DRAFT_KEY, offerDraft } from '@/lib/draft';
import { SESSION_ENDED_KEY, acknowledgeExpiry, getToken, saveSession, sessionExpired } from '@/lib/session';

/** This tab hears `newValue` written under `key` by another tab (null: that tab cleared the storage). */
const hear = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

const offer = () => offerDraft(() => ({ form: '/blogs', path: '/blogs', values: { title: 'Half written' } }));

afterEach(() => acknowledgeExpiry());

describe('useExpiryInOtherTabs', () => {
  it("ends this tab's session as expired, keeping its own draft, when the other tab's note arrives", () => {
    saveSession({ _id: 'a1' }, 'tok');
    const stopOffer = offer();
    sessionStorage.setItem('other', 'this tab only');
    const { unmount } = renderHook(() => useExpiryInOtherTabs());
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

  it('takes a wipe alone for a sign-out, and ignores the note in a tab that holds no session', () => {
    const stopOffer = offer();
    const { unmount } = renderHook(() => useExpiryInOtherTabs());
    saveSession({ _id: 'a1' }, 'tok');
    hear(null, null);
    expect(sessionExpired()).toBe(false);
    localStorage.clear();
    hear(SESSION_ENDED_KEY, `expired ${Date.now()}`);
    unmount();
    stopOffer();
    expect(sessionExpired()).toBe(false);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
