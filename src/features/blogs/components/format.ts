import { company } from '@/config/company';
import type { Blog } from '@/features/blogs/schema';

// The company's calendar (India), so the build-time HTML and the visitor's browser show the same day.
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: company.timeZone,
});

export function formatBlogDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DATE_FORMAT.format(time);
}

export const blogTitle = (blog: Pick<Blog, 'title'>) => blog.title || 'Untitled blog';

export const blogAuthor = (blog: Pick<Blog, 'authorName'>) => blog.authorName.trim() || company.name;
