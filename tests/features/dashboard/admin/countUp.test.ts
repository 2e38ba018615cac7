import { describe, expect, it } from 'vitest';
import { nextCount } from '@/features/dashboard/admin/countUp';

describe('dashboard counter steps', () => {
  it('adds a hundredth of the target, rounded up', () => {
    expect(nextCount(0, 500)).toBe(5);
    expect(nextCount(0, 800)).toBe(8);
    expect(nextCount(0, 150)).toBe(2);
    expect(nextCount(0, 100)).toBe(1);
  });

  it('never passes the target', () => {
    expect(nextCount(499, 500)).toBe(500);
    expect(nextCount(500, 500)).toBe(500);
  });

  it('reaches 500 in 100 steps', () => {
    let value = 0;
    let steps = 0;
    while (value < 500) {
      value = nextCount(value, 500);
      steps += 1;
    }
    expect(steps).toBe(100);
  });
});
