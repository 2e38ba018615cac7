import { describe, expect, it } from 'vitest';
import { settled } from './support';

describe('settled: waiting for what a page set off', () => {
  it('goes on as soon as the last open request ends, not at the limit', async () => {
    let open = true;
    // Playwright reports a request's end as an event on this process's loop, like this timer.
    setTimeout(() => (open = false), 100);
    const started = Date.now();
    await settled(
      () => !open,
      async () => true,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('waits while the page still moves, then goes on', async () => {
    let checks = 0;
    await settled(
      () => true,
      async () => ++checks >= 3,
    );
    expect(checks).toBe(3);
  });
});
