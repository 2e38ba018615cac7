import { describe, expect, it } from 'vitest';
import { byNewest } from '@/lib/byNewest';

const records = [
  { name: 'old', time: 1 },
  { name: 'undated', time: Number.NaN },
  { name: 'new', time: 3 },
  { name: 'tie first', time: 2 },
  { name: 'unreadable', time: Number.NEGATIVE_INFINITY },
  { name: 'tie second', time: 2 },
];

describe('byNewest', () => {
  it('puts later times first, ties in the order given, undated and unreadable ones last', () => {
    const sorted = [...records].sort(byNewest((record) => record.time));
    expect(sorted.map((record) => record.name)).toEqual([
      'new',
      'tie first',
      'tie second',
      'old',
      'undated',
      'unreadable',
    ]);
  });
});
