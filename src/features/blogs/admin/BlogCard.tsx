import { NoId } from '@/components/admin/RowActions';
import { EyeIcon, PencilIcon, TrashIcon } from '@/components/actionIcons';
import { ADMIN_CARD } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { type Blog } from '@/features/blogs/schema';
import { blogTitle } from '@/features/blogs/components/format';
import { Byline, PostedOn } from './PostCredits';

const COVER = { width: 480, height: 270, slot: ADMIN_CARD };

export interface BlogCardProps {
  blog: Blog;
  saving: boolean;
  deleting: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

// Edit and Delete each send a request: while it runs, its button shows a spinner and says so
// ("Saving...", "Deleting...") in place of its icon and label, and the card's actions wait.
const EDIT = {
  label: 'Edit',
  pendingLabel: 'Saving',
  Icon: PencilIcon,
  className: 'btn-ghost gap-1.5 px-2.5 py-1.5',
};
const DELETE = {
  label: 'Delete',
  pendingLabel: 'Deleting',
  Icon: TrashIcon,
  className: 'btn-ghost ml-auto gap-1.5 px-2.5 py-1.5 text-danger hover:bg-danger-soft',
};

function BusyAction({
  kind: { label, pendingLabel, Icon, className },
  pending,
  title,
  onClick,
  disabled,
}: {
  kind: typeof EDIT;
  pending: boolean;
  title: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${pending ? pendingLabel : label} ${title}`}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
        />
      ) : (
        <Icon className="h-4 w-4" />
      )}
      {pending ? `${pendingLabel}...` : label}
    </button>
  );
}

export function BlogCard({ blog, saving, deleting, onView, onEdit, onDelete }: BlogCardProps) {
  const title = blogTitle(blog);
  const busy = saving || deleting;
  return (
    <article
      className={`card flex flex-col overflow-hidden transition-opacity ${deleting ? 'opacity-60' : ''}`}
      aria-busy={busy}
    >
      <SafeImage src={blog.blogImage} alt="" {...COVER} className="aspect-video w-full bg-sand-dark" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3 text-xs">
          {blog.category ? (
            <span className="rounded-full bg-accent-50 px-2.5 py-0.5 font-semibold text-accent-700">
              {blog.category}
            </span>
          ) : (
            <span />
          )}
          <PostedOn blog={blog} />
        </div>
        <h2 className="mt-3 line-clamp-2 text-lg leading-snug font-semibold">{title}</h2>
        {blog.sortParagraph ? (
          <p className="mt-2 line-clamp-3 text-sm text-ink-soft">{blog.sortParagraph}</p>
        ) : null}
        <div className="mt-4 flex items-center gap-2 text-sm">
          <Byline blog={blog} />
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
              <BusyAction kind={EDIT} pending={saving} title={title} onClick={onEdit} disabled={busy} />
              <BusyAction kind={DELETE} pending={deleting} title={title} onClick={onDelete} disabled={busy} />
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
