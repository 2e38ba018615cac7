/** The first image is the main one and the second the thumbnail on cards: the order is what visitors see. */
import { formatBytes } from '@/lib/byteSize';

export type OrderAction = 'left' | 'right' | 'main';

export const ORDER_ACTIONS: readonly OrderAction[] = ['left', 'main', 'right'];

export const ACTION_NAMES: Record<OrderAction, string> = {
  left: 'Move left',
  right: 'Move right',
  main: 'Make main',
};

/** Keyboard users stay on the image they moved. */
export const FOCUS_ORDER: Record<OrderAction, readonly OrderAction[]> = {
  left: ['left', 'right', 'main'],
  right: ['right', 'left', 'main'],
  main: ['main', 'right', 'left'],
};

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function targetOf(action: OrderAction, index: number, count: number): number | null {
  const to = action === 'left' ? index - 1 : action === 'right' ? index + 1 : 0;
  return to < 0 || to >= count || to === index ? null : to;
}

/** Numbered when a URL is listed twice (old data may hold duplicates), so a drag knows which one moves. */
export function itemIds(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const n = seen.get(url) ?? 0;
    seen.set(url, n + 1);
    return `${url}#${n}`;
  });
}

export function markOf(index: number): 'Main' | 'Thumbnail' | null {
  return index === 0 ? 'Main' : index === 1 ? 'Thumbnail' : null;
}

export function moveAnnouncement(from: number, to: number): string {
  const image = `Image ${from + 1}`;
  if (to === 0) return `${image} is now the main image.`;
  if (to === 1) return `${image} is now image 2, the thumbnail.`;
  return `${image} is now image ${to + 1}.`;
}

export interface SentSize {
  sent: number;
  original: number;
}

export function sentSizeText({ sent, original }: SentSize): string {
  return sent === original
    ? `Sent ${formatBytes(sent)}`
    : `Sent ${formatBytes(sent)} (was ${formatBytes(original)})`;
}
