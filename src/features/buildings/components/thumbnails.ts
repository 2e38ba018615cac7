import { THUMBNAIL_WINDOW } from '@/config/constants';

type WindowRule = { readonly minWidth: number; readonly count: number };

/** How many thumbnails show at a viewport width: 5 from 1280 px, 4 from 1024, 3 from 768, else 1. */
export function thumbnailCount(width: number, rules: readonly WindowRule[] = THUMBNAIL_WINDOW): number {
  const sorted = [...rules].sort((a, b) => b.minWidth - a.minWidth);
  return sorted.find((rule) => width >= rule.minWidth)?.count ?? 1;
}

/** The largest first index that still fills the window. */
export function lastWindowStart(total: number, count: number): number {
  return Math.max(0, total - Math.max(1, count));
}

/**
 * Where the thumbnail window starts so that the selected image is in it: the current start if
 * it already is, else the least movement that brings it in; always within range.
 */
export function windowStartFor(selected: number, count: number, total: number, start = 0): number {
  const size = Math.max(1, count);
  let next = start;
  if (selected < next) next = selected;
  else if (selected >= next + size) next = selected - size + 1;
  return Math.min(Math.max(0, next), lastWindowStart(total, size));
}
