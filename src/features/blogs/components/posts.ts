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

/** A list's posts by category, newest first, keyed by the list: made once however many post pages ask. */
const byCategoryOf = new WeakMap<readonly Blog[], Map<string, Blog[]>>();

function postsByCategory(posts: readonly Blog[]): Map<string, Blog[]> {
  let byCategory = byCategoryOf.get(posts);
  if (!byCategory) {
    byCategory = new Map<string, Blog[]>();
    for (const post of newestFirst(posts)) {
      const key = normaliseText(post.category);
      const inCategory = byCategory.get(key);
      if (inCategory) inCategory.push(post);
      else byCategory.set(key, [post]);
    }
    byCategoryOf.set(posts, byCategory);
  }
  return byCategory;
}

export function postsInCategory(posts: readonly Blog[], category: string): Blog[] {
  const key = normaliseText(category);
  return key ? [...(postsByCategory(posts).get(key) ?? [])] : newestFirst(posts);
}

/** None for an empty id: records without one have no page. */
export function findPost(posts: readonly Blog[], id: string): Blog | undefined {
  const wanted = id.trim();
  return wanted ? posts.find((post) => post._id.trim() === wanted) : undefined;
}

/** Each post page asks this of the whole blog, so the build at any blog size reads it once (postsByCategory). */
export function morePostsLike(posts: readonly Blog[], post: Blog, count = MORE_POSTS_COUNT): Blog[] {
  const key = normaliseText(post.category);
  if (!key) return [];
  const more: Blog[] = [];
  for (const other of postsByCategory(posts).get(key) ?? []) {
    if (more.length === count) break;
    if (other._id.trim() && other._id !== post._id) more.push(other);
  }
  return more;
}
