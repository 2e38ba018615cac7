/** The browser-only parts degrade quietly where the browser features are missing (as in jsdom). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachPersistence, commit, db } from '@/mocks/db';
import { shrinkImage } from '@/mocks/images';
import { latency, setLatency } from '@/mocks/latency';
import { clearPersisted, startPersistence } from '@/mocks/persistence';
import { call, demoAdminToken as signIn } from '@tests/test-utils/demoClient';
import { serveDemoBackend } from '@tests/test-utils/server';

serveDemoBackend();

afterEach(() => {
  attachPersistence(null);
  setLatency(false);
});

describe('demo runtime', () => {
  it('keeps working in memory with a warning when IndexedDB is unavailable', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(startPersistence()).resolves.toBeUndefined();
    await expect(clearPersisted()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    const token = await signIn();
    expect((await call('DELETE', `/lands/delete-land-by-id/${db.lands[0]!._id}`, { token })).status).toBe(
      200,
    );
  });

  it('hands every change to the attached persistence before answering', async () => {
    const saved: number[] = [];
    attachPersistence({
      saveData: async (data) => {
        saved.push(data.buildings.length);
      },
      saveFile: async () => {},
    });
    const token = await signIn();
    const before = db.buildings.length;
    await call('DELETE', `/buildings/delete-building-by-id/${db.buildings[0]!._id}`, { token });
    expect(saved).toEqual([before - 1]);
    await commit();
    expect(saved).toHaveLength(2);
  });

  it('keeps an image as it is where it cannot be decoded', async () => {
    const blob = new Blob(['not really a png'], { type: 'image/png' });
    expect(await shrinkImage(blob)).toBe(blob);
  });

  it('adds no latency unless the browser demo turns it on', async () => {
    const started = performance.now();
    await latency();
    expect(performance.now() - started).toBeLessThan(50);
    setLatency(true);
    const delayed = performance.now();
    await latency();
    expect(performance.now() - delayed).toBeGreaterThanOrEqual(140);
  });
});
