import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeadline } from '@/lib/deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startDeadline', () => {
  it('aborts its signal when the time runs out, and says it timed out', () => {
    const clock = startDeadline(1_000);
    vi.advanceTimersByTime(999);
    expect(clock.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(clock.signal.aborted).toBe(true);
    expect(clock.timedOut).toBe(true);
  });

  it('starts again from zero on restart', () => {
    const clock = startDeadline(1_000);
    vi.advanceTimersByTime(800);
    clock.restart();
    vi.advanceTimersByTime(800);
    expect(clock.signal.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(clock.timedOut).toBe(true);
  });

  it('never fires once stopped', () => {
    const clock = startDeadline(1_000);
    clock.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(clock.signal.aborted).toBe(false);
  });

  it("follows the caller's signal without calling it a timeout", () => {
    const caller = new AbortController();
    const clock = startDeadline(1_000, caller.signal);
    caller.abort();
    expect(clock.signal.aborted).toBe(true);
    expect(clock.timedOut).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is aborted at once when the caller already cancelled', () => {
    const caller = new AbortController();
    caller.abort();
    const clock = startDeadline(1_000, caller.signal);
    expect(clock.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
