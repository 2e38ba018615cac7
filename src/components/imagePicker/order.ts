/**
 * The image picker's order, as plain functions: the first image is the main one and the second the
 * small thumbnail on cards (SPEC.md), so moving an image changes what visitors see first.
 */
import { formatBytes } from '@/lib/byteSize';

/** The per-image buttons that reorder: one place left, one place right, to the front. */
export type OrderAction = 'left' | 'right' | 'main';

export const ORDER_ACTIONS: readonly OrderAction[] = ['left', 'main', 'right'];

/** The start of each button's accessible name (the image it moves follows). */
export const ACTION_NAMES: Record<OrderAction, string> = {
  left: 'Move left',
  right: 'Move right',
  main: 'Make main',
};

/**
 * Where focus goes after a move: the same button when it is still enabled, else the image's other
 * buttons, so keyboard users stay on the image they moved.
 */
export const FOCUS_ORDER: Record<OrderAction, readonly OrderAction[]> = {
  left: ['left', 'right', 'main'],
  right: ['right', 'left', 'main'],
  main: ['main', 'right', 'left'],
};

/** The list with the item at `from` moved to `to` (the others keep their order). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Where `action` takes the image at `index` of `count`, or null when it cannot move that way. */
export function targetOf(action: OrderAction, index: number, count: number): number | null {
  const to = action === 'left' ? index - 1 : action === 'right' ? index + 1 : 0;
  return to < 0 || to >= count || to === index ? null : to;
}

/**
 * A stable, unique key per image: its URL, numbered when the same URL is listed twice (an edit
 * form's old data may hold duplicates), so a drag always knows which one moves.
 */
export function itemIds(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const n = seen.get(url) ?? 0;
    seen.set(url, n + 1);
    return `${url}#${n}`;
  });
}

/** The visible mark of the image at `index`: what the site uses it for. */
export function markOf(index: number): 'Main' | 'Thumbnail' | null {
  return index === 0 ? 'Main' : index === 1 ? 'Thumbnail' : null;
}

/** What a screen reader hears after the image at `from` moved to `to` (0-based). */
export function moveAnnouncement(from: number, to: number): string {
  const image = `Image ${from + 1}`;
  if (to === 0) return `${image} is now the main image.`;
  if (to === 1) return `${image} is now image 2, the thumbnail.`;
  return `${image} is now image ${to + 1}.`;
}

/** The bytes one uploaded image took, and what the chosen file weighed before scaling. */
export interface SentSize {
  sent: number;
  original: number;
}

/** "Sent 1.2 MB (was 8.4 MB)", or "Sent 320 KB" when the file went as it was. */
export function sentSizeText({ sent, original }: SentSize): string {
  return sent === original
    ? `Sent ${formatBytes(sent)}`
    : `Sent ${formatBytes(sent)} (was ${formatBytes(original)})`;
}
