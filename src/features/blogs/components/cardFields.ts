import type { Blog } from '@/features/blogs/schema';

/** What a card shows, and all a page written at build time carries of each post it lists. */
export type BlogCardData = Omit<Blog, 'paragraphs'>;

export function toBlogCard({ paragraphs: _article, ...card }: Blog): BlogCardData {
  return card;
}
