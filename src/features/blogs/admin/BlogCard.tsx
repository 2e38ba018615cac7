import { NoId } from '@/components/admin/RowActions';
import { EyeIcon, PencilIcon, TrashIcon } from '@/components/actionIcons';
import { ADMIN_CARD, fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { type Blog } from '@/features/blogs/schema';
import { DEFAULT_AUTHOR_IMAGE } from '@/features/blogs/values';
import { blogTitle, formatBlogDate } from '@/features/blogs/components/format';

const AUTHOR = fixedSlot(32);

export interface BlogCardProps {
  blog: Blog;
  saving: boolean;
  deleting: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function BusyDot() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
    />
  );
}

export function BlogCard({ blog, saving, deleting, onView, onEdit, onDelete }: BlogCardProps) {
  const title = blogTitle(blog);
  const date = formatBlogDate(blog.createdDate);
  const busy = saving || deleting;
  return (
    <article
      className={`card flex flex-col overflow-hidden transition-opacity ${deleting ? 'opacity-60' : ''}`}
      aria-busy={busy}
    >
      <SafeImage
        src={blog.blogImage}
        alt=""
        width={480}
        height={270}
        slot={ADMIN_CARD}
        className="aspect-video w-full bg-sand-dark"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3 text-xs">
          {blog.category ? (
            <span className="rounded-full bg-accent-50 px-2.5 py-0.5 font-semibold text-accent-700">
              {blog.category}
            </span>
          ) : (
            <span />
          )}
          {date ? (
            <time dateTime={blog.createdDate} className="text-ink-muted">
              {date}
            </time>
          ) : null}
        </div>
        <h2 className="mt-3 line-clamp-2 text-lg leading-snug font-semibold">{title}</h2>
        {blog.sortParagraph ? (
          <p className="mt-2 line-clamp-3 text-sm text-ink-soft">{blog.sortParagraph}</p>
        ) : null}
        <div className="mt-4 flex items-center gap-2 text-sm">
          <SafeImage
            src={blog.authorImage || DEFAULT_AUTHOR_IMAGE}
            alt=""
            width={32}
            height={32}
            slot={AUTHOR}
            className="h-8 w-8 shrink-0 rounded-full bg-sand-dark p-0!"
          />
          <span className="font-medium text-ink-soft">{blog.authorName || 'Unknown author'}</span>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 border-t border-ink/10 pt-4">
          <button
            type="button"
            className="btn-ghost gap-1.5 px-2.5 py-1.5"
            onClick={onView}
            aria-label={`View ${title}`}
          >
            <EyeIcon className="h-4 w-4" />
            View
          </button>
          {blog._id.trim() ? (
            <>
              <button
                type="button"
                className="btn-ghost gap-1.5 px-2.5 py-1.5"
                onClick={onEdit}
                disabled={busy}
                aria-label={saving ? `Saving ${title}` : `Edit ${title}`}
              >
                {saving ? <BusyDot /> : <PencilIcon className="h-4 w-4" />}
                {saving ? 'Saving...' : 'Edit'}
              </button>
              <button
                type="button"
                className="btn-ghost ml-auto gap-1.5 px-2.5 py-1.5 text-danger hover:bg-danger-soft"
                onClick={onDelete}
                disabled={busy}
                aria-label={deleting ? `Deleting ${title}` : `Delete ${title}`}
              >
                {deleting ? <BusyDot /> : <TrashIcon className="h-4 w-4" />}
                {deleting ? 'Deleting...' : 'Delete'}
              </button>
            </>
          ) : (
            <span className="ml-auto self-center">
              <NoId name={title} />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
