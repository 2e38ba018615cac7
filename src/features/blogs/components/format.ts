import { company } from '@/config/company';
import type { Blog } from '@/features/blogs/schema';

/*
 * Dates read as the company's calendar has them (India), so the page rendered at build time and
 * the visitor's browser show the same day wherever either runs.
 */
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** An ISO date as '14 Jan 2025'; '' when it is missing or not a date. */
export function formatBlogDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DATE_FORMAT.format(time);
}

/** A blog's title, or a stand-in when the server sent none. */
export const blogTitle = (blog: Blog) => blog.title || 'Untitled blog';

/** A blog's author; a post without one is the company's own. */
export const blogAuthor = (blog: Blog) => blog.authorName.trim() || company.name;
