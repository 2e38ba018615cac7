import { SquarePhoto } from '@/components/admin/SquarePhoto';
import type { Blog } from '@/features/blogs/schema';
import { formatBlogDate } from '@/features/blogs/components/format';
import { DEFAULT_AUTHOR_IMAGE } from '@/features/blogs/values';

/**
 * Who wrote a post: their round photo, then their name, each with its stand-in when the post has
 * none; the caller sets them in a row.
 */
export function Byline({ blog }: { blog: Pick<Blog, 'authorName' | 'authorImage'> }) {
  return (
    <>
      <SquarePhoto
        src={blog.authorImage || DEFAULT_AUTHOR_IMAGE}
        size={32}
        className="h-8 w-8 shrink-0 rounded-full bg-sand-dark p-0!"
      />
      <span className="font-medium text-ink-soft">{blog.authorName || 'Unknown author'}</span>
    </>
  );
}

/** When a post was written, if its date reads as one. */
export function PostedOn({ blog }: { blog: Pick<Blog, 'createdDate'> }) {
  const date = formatBlogDate(blog.createdDate);
  return date ? (
    <time dateTime={blog.createdDate} className="text-ink-muted">
      {date}
    </time>
  ) : null;
}
