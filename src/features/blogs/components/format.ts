import type { Blog } from '../schema';

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** An ISO date as '14 Jan 2025'; '' when it is missing or not a date. */
export function formatBlogDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DATE_FORMAT.format(time);
}

/** A blog's title, or a stand-in when the server sent none. */
export const blogTitle = (blog: Blog) => blog.title || 'Untitled blog';
