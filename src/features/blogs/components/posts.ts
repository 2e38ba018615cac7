import { byNewest } from '@/lib/byNewest';
import { normaliseText } from '@/lib/text';
import { compareText } from '@/lib/textOrder';
import type { Blog } from '@/features/blogs/schema';

const MORE_POSTS_COUNT = 3;

const byCreatedDate = byNewest((post: Blog) => Date.parse(post.createdDate));

/** Undated posts last; ties keep the server's order. */
export function newestFirst(posts: readonly Blog[]): Blog[] {
  return [...posts].sort(byCreatedDate);
}

export function latestPosts(posts: readonly Blog[], count: number): Blog[] {
  return newestFirst(posts).slice(0, count);
}

/** Spellings that differ only in case or spacing count as one; the first seen is shown. */
export function blogCategories(posts: readonly Blog[]): string[] {
  const byKey = new Map<string, string>();
  for (const post of posts) {
    const label = post.category.trim().replace(/\s+/g, ' ');
    const key = normaliseText(label);
    if (key && !byKey.has(key)) byKey.set(key, label);
  }
  return [...byKey.values()].sort((a, b) => compareText(a, b, false));
}

/** As the posts spell it; a category no post has means every post (''). */
export function toCategory(value: string, categories: readonly string[]): string {
  const key = normaliseText(value);
  return key ? (categories.find((category) => normaliseText(category) === key) ?? '') : '';
}

const sameCategory = (a: string, b: string) => normaliseText(a) === normaliseText(b);

export function postsInCategory(posts: readonly Blog[], category: string): Blog[] {
  const sorted = newestFirst(posts);
  return category.trim() ? sorted.filter((post) => sameCategory(post.category, category)) : sorted;
}

/** None for an empty id: records without one have no page. */
export function findPost(posts: readonly Blog[], id: string): Blog | undefined {
  const wanted = id.trim();
  return wanted ? posts.find((post) => post._id.trim() === wanted) : undefined;
}

export function morePostsLike(posts: readonly Blog[], post: Blog, count = MORE_POSTS_COUNT): Blog[] {
  if (!post.category.trim()) return [];
  return postsInCategory(posts, post.category)
    .filter((other) => other._id.trim() && other._id !== post._id)
    .slice(0, count);
}
