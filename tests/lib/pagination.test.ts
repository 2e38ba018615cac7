import { describe, expect, it } from 'vitest';
import { ensurePageInRange, firstPageOf, pageCountOf, paginate, pageWindow } from '@/lib/pagination';

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

describe('firstPageOf', () => {
  it('keeps the first page, each item as its card, and the count of the whole list', () => {
    expect(firstPageOf(items, 5, (item) => `card ${item}`)).toEqual({
      items: ['card 1', 'card 2', 'card 3', 'card 4', 'card 5'],
      total: 12,
    });
    expect(firstPageOf([], 5, (item) => item)).toEqual({ items: [], total: 0 });
  });
});

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a pager of hundreds of pages to a few buttons: the ends and the pages beside the current one', () => {
    expect(pageWindow(1, 417)).toEqual([1, 2, 'gap', 417]);
    expect(pageWindow(200, 417)).toEqual([1, 'gap', 199, 200, 201, 'gap', 417]);
    expect(pageWindow(417, 417)).toEqual([1, 'gap', 416, 417]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
    expect(pageWindow(6, 9)).toEqual([1, 'gap', 5, 6, 7, 8, 9]);
  });
});
