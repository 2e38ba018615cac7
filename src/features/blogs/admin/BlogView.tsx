import { PencilIcon } from '@/components/actionIcons';
import { DIALOG_PHOTO } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { type Blog } from '@/features/blogs/schema';
import { Byline, PostedOn } from './PostCredits';

const COVER = { width: 960, height: 540, slot: DIALOG_PHOTO };

/** Every text is rendered as text, never as HTML. */
export function BlogView({ blog, onEdit, onClose }: { blog: Blog; onEdit: () => void; onClose: () => void }) {
  return (
    <article>
      <SafeImage
        src={blog.blogImage}
        alt=""
        {...COVER}
        className="aspect-video w-full rounded-xl bg-sand-dark"
      />
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {blog.category ? (
          <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
            {blog.category}
          </span>
        ) : null}
        <span className="flex items-center gap-2">
          <Byline blog={blog} />
        </span>
        <PostedOn blog={blog} />
      </div>
      {blog.sortParagraph ? (
        <p className="mt-4 border-l-4 border-brand-200 pl-4 text-ink-soft italic">{blog.sortParagraph}</p>
      ) : null}
      <div className="mt-4 space-y-4 leading-relaxed text-ink">
        {blog.paragraphs.length ? (
          blog.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className="text-ink-muted">This blog has no paragraphs yet.</p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-ink/10 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn-outline" onClick={onEdit}>
          <PencilIcon className="h-4 w-4" />
          Edit
        </button>
      </div>
    </article>
  );
}
