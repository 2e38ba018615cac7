import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadHttp, startBackendWithFirstCall } from '../../../src/lib/loadClient';

afterEach(() => {
  // Back to a real backend: calls go at once.
  startBackendWithFirstCall(() => Promise.resolve());
});

describe('starting the backend with the first call (demo mode)', () => {
  it('starts nothing until a call is made, then starts once for every call', async () => {
    const start = vi.fn(() => Promise.resolve());
    startBackendWithFirstCall(start);
    expect(start).not.toHaveBeenCalled();
    await Promise.all([loadHttp(), loadHttp()]);
    await loadHttp();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds calls until the backend has started', async () => {
    let started: () => void = () => undefined;
    startBackendWithFirstCall(() => new Promise<void>((resolve) => (started = resolve)));
    let loaded = false;
    const call = loadHttp().then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toBe(false);
    started();
    await call;
    expect(loaded).toBe(true);
  });

  it('lets calls go (to fail on their own) when the backend cannot start', async () => {
    startBackendWithFirstCall(() => Promise.reject(new Error('no service worker')));
    const http = await loadHttp();
    expect(typeof http.get).toBe('function');
  });
});
