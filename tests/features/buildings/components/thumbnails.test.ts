import { describe, expect, it } from 'vitest';
import { lastWindowStart, thumbnailCount, windowStartFor } from '@/features/buildings/components/thumbnails';

describe('thumbnailCount (5 from 1280 px, 4 from 1024, 3 from 768, 1 below)', () => {
  it.each([
    [1920, 5],
    [1280, 5],
    [1279, 4],
    [1024, 4],
    [1023, 3],
    [768, 3],
    [767, 1],
    [390, 1],
    [0, 1],
  ])('shows %i px wide: %i thumbnails', (width, count) => {
    expect(thumbnailCount(width)).toBe(count);
  });

  it('does not depend on the order of the rules', () => {
    const rules = [
      { minWidth: 0, count: 1 },
      { minWidth: 1280, count: 5 },
      { minWidth: 768, count: 3 },
    ];
    expect(thumbnailCount(1300, rules)).toBe(5);
    expect(thumbnailCount(800, rules)).toBe(3);
  });
});

describe('windowStartFor', () => {
  it('keeps the window where it is while the selection is inside it', () => {
    expect(windowStartFor(2, 5, 10, 0)).toBe(0);
    expect(windowStartFor(4, 3, 10, 3)).toBe(3);
  });

  it('moves forward just enough to show a selection past the end', () => {
    expect(windowStartFor(5, 5, 10, 0)).toBe(1);
    expect(windowStartFor(9, 3, 10, 0)).toBe(7);
  });

  it('moves back to a selection before the start', () => {
    expect(windowStartFor(1, 4, 10, 5)).toBe(1);
    // Wrapping from the last image to the first goes back to the start.
    expect(windowStartFor(0, 4, 10, 6)).toBe(0);
  });

  it('with one thumbnail, the window is the selection', () => {
    for (let selected = 0; selected < 6; selected++) expect(windowStartFor(selected, 1, 6, 0)).toBe(selected);
  });

  it('never leaves empty places at the end, and handles fewer images than places', () => {
    expect(windowStartFor(2, 5, 3, 2)).toBe(0);
    expect(windowStartFor(0, 5, 0, 0)).toBe(0);
    expect(lastWindowStart(10, 4)).toBe(6);
    expect(lastWindowStart(2, 5)).toBe(0);
  });

  it('stays in range when the window grows (a resize)', () => {
    // Showing 1 at image 8 of 10, then 5 fit: the window starts at 5, not 8.
    expect(windowStartFor(8, 5, 10, 8)).toBe(5);
  });
});
