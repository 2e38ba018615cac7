import { company } from '@/config/company';
import { paths } from '@/config/paths';
import type { Blog } from '@/features/blogs/schema';
import { officeShortDay } from '@/lib/officeClock';

/**
 * '3 Dec 2026' on the company's calendar (India), so the build-time HTML and the visitor's browser
 * show the same day; a page in another language passes its month names (the `forms` catalogue's).
 */
export function formatBlogDate(iso: string, shortMonths?: readonly string[]): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : officeShortDay(time, shortMonths);
}

/** A post's title, or the page's words for a post without one. */
export const blogTitle = (blog: Pick<Blog, 'title'>, untitled = 'Untitled blog') => blog.title || untitled;

export const blogAuthor = (blog: Pick<Blog, 'authorName'>) => blog.authorName.trim() || company.name;

/** The blog's list of one category's posts. */
export const postsIn = (category: string) =>
  `${paths.blog}?${new URLSearchParams({ category: category.trim() }).toString()}`;
