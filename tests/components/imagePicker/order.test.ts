import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  itemIds,
  markOf,
  moveAnnouncement,
  moveItem,
  sentSizeText,
  targetOf,
} from '@/components/imagePicker/order';

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('leaves the list as it is for a place outside it, and never changes its argument', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(list, -1, 0)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 0)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });

  it('always keeps the same items, with the moved one at its new place', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer(), { minLength: 1, maxLength: 20 })
          .chain((list) =>
            fc.tuple(fc.constant(list), fc.nat({ max: list.length - 1 }), fc.nat({ max: list.length - 1 })),
          ),
        ([list, from, to]) => {
          const moved = moveItem(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
        },
      ),
    );
  });
});

describe('targetOf', () => {
  it('moves one place left or right, or to the front, within the list', () => {
    expect(targetOf('left', 2, 3)).toBe(1);
    expect(targetOf('right', 0, 3)).toBe(1);
    expect(targetOf('main', 2, 3)).toBe(0);
  });

  it('answers null where the button is disabled: left of the first, right of the last, main of the first', () => {
    expect(targetOf('left', 0, 3)).toBeNull();
    expect(targetOf('right', 2, 3)).toBeNull();
    expect(targetOf('main', 0, 3)).toBeNull();
    expect(targetOf('left', 0, 1)).toBeNull();
    expect(targetOf('right', 0, 1)).toBeNull();
  });
});

describe('itemIds', () => {
  it('is unique even when a URL is listed twice, and stable for the same list', () => {
    const urls = ['https://img/a.jpg', 'https://img/b.jpg', 'https://img/a.jpg'];
    const ids = itemIds(urls);
    expect(new Set(ids).size).toBe(3);
    expect(itemIds([...urls])).toEqual(ids);
    // An image keeps its key when others move around it.
    expect(itemIds(['https://img/b.jpg', 'https://img/a.jpg'])).toEqual([ids[1], ids[0]]);
  });
});

describe('marks and messages', () => {
  it('marks the first image Main and the second Thumbnail', () => {
    expect([0, 1, 2, 5].map(markOf)).toEqual(['Main', 'Thumbnail', null, null]);
  });

  it('says where the image went', () => {
    expect(moveAnnouncement(2, 0)).toBe('Image 3 is now the main image.');
    expect(moveAnnouncement(2, 1)).toBe('Image 3 is now image 2, the thumbnail.');
    expect(moveAnnouncement(0, 3)).toBe('Image 1 is now image 4.');
  });

  it('tells the size sent, and the size before when the photo was scaled', () => {
    expect(sentSizeText({ sent: 1.2 * 1024 * 1024, original: 8.4 * 1024 * 1024 })).toBe(
      'Sent 1.2 MB (was 8.4 MB)',
    );
    expect(sentSizeText({ sent: 320 * 1024, original: 320 * 1024 })).toBe('Sent 320 KB');
  });
});
