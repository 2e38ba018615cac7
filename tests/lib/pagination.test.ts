import { describe, expect, it } from 'vitest';
import { ensurePageInRange, pageCountOf, paginate } from '@/lib/pagination';

const items = Array.from({ length: 12 }, (_, i) => i + 1);

describe('pagination', () => {
  it('cuts pages of the given size', () => {
    expect(paginate(items, 1, 5).items).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(items, 3, 5)).toMatchObject({ items: [11, 12], page: 3, pageCount: 3, total: 12 });
  });

  it('reads an empty list as page 1 of 1', () => {
    expect(paginate([], 1, 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(pageCountOf(0, 5)).toBe(1);
  });

  it('clamps a page out of range', () => {
    expect(paginate(items, 9, 5).page).toBe(3);
    expect(paginate(items, 0, 5).page).toBe(1);
    expect(paginate(items, Number.NaN, 5).page).toBe(1);
  });

  it('moves back a page when the last row of the last page is gone', () => {
    expect(ensurePageInRange(3, 10, 5)).toBe(2);
    expect(ensurePageInRange(3, 11, 5)).toBe(3);
  });
});
