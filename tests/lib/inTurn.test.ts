import { describe, expect, it } from 'vitest';
import { inTurn } from '@/lib/inTurn';
import { gate } from '@tests/test-utils/gate';

describe('inTurn', () => {
  it('runs at most the limit at once, the others in the order they came, each once a place is free', async () => {
    const run = inTurn(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const results = gates.map((own, i) =>
      run(async () => {
        started.push(i);
        await own.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((own) => own.open());
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the place of a task that fails', async () => {
    const run = inTurn(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
