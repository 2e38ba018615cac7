import { THUMBNAIL_WINDOW } from '@/config/constants';

type WindowRule = { readonly minWidth: number; readonly count: number };

export function thumbnailCount(width: number, rules: readonly WindowRule[] = THUMBNAIL_WINDOW): number {
  const sorted = [...rules].sort((a, b) => b.minWidth - a.minWidth);
  return sorted.find((rule) => width >= rule.minWidth)?.count ?? 1;
}

export function lastWindowStart(total: number, count: number): number {
  return Math.max(0, total - Math.max(1, count));
}

export function windowStartFor(selected: number, count: number, total: number, start = 0): number {
  const size = Math.max(1, count);
  let next = start;
  if (selected < next) next = selected;
  else if (selected >= next + size) next = selected - size + 1;
  return Math.min(Math.max(0, next), lastWindowStart(total, size));
}
