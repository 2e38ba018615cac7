import { describe, expect, it } from 'vitest';
import { recordKind, shownRecord } from '@/lib/recordKind';

interface Shelf {
  items: { _id: string; name: string }[];
}

/** A kind whose answer is a list the record is found in, as a post is found among the posts. */
const found = recordKind({
  query: (id: string) => ({ queryKey: ['shelf', id], queryFn: (): Shelf => ({ items: [] }) }),
  recordOf: (answer: Shelf) => answer.items[0],
  isEmpty: (item: { _id: string; name: string }) => !item._id.trim() && !item.name.trim(),
  nameOf: (item) => item.name,
  pathOf: (item, id) => `/items/${item._id || id}`,
  photoOf: () => undefined,
  untitled: () => 'Item',
  notFound: {
    title: 'Item not found',
    message: 'No such item.',
    backTo: '/items',
    backLabel: 'Back to the items',
  },
  description: 'An item.',
  meta: () => [],
});

const answered = (items: Shelf['items']) => ({ data: { items }, isError: false, error: null });
const failed = (status: number) => ({
  data: undefined,
  isError: true,
  error: { isAxiosError: true, response: { status } },
});

describe('the record a read holds, as a page shows it', () => {
  it('is the record the answer names', () => {
    expect(shownRecord(found, 'a1', answered([{ _id: 'a1', name: 'One' }]))).toEqual({
      record: { _id: 'a1', name: 'One' },
      missing: false,
    });
  });

  it('is missing without an id, or with an id of spaces, before any answer', () => {
    const pending = { data: undefined, isError: false, error: null };
    expect(shownRecord(found, undefined, pending).missing).toBe(true);
    expect(shownRecord(found, '  ', pending).missing).toBe(true);
    expect(shownRecord(found, 'a1', pending)).toEqual({ record: undefined, missing: false });
  });

  it("is missing after the backend's 404, and only then among failures", () => {
    expect(shownRecord(found, 'a1', failed(404)).missing).toBe(true);
    expect(shownRecord(found, 'a1', failed(500)).missing).toBe(false);
  });

  it('is missing when the answer names no record, or an empty one', () => {
    expect(shownRecord(found, 'a1', answered([])).missing).toBe(true);
    expect(shownRecord(found, 'a1', answered([{ _id: ' ', name: '' }])).missing).toBe(true);
  });
});
