import { useState } from 'react';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { useAdminList } from '@/components/admin/useAdminList';
import { useDeleteConfirm } from '@/components/admin/useDeleteConfirm';
import { PlusIcon } from '@/components/actionIcons';
import { Modal } from '@/components/Modal';
import { useAskBeforeClose } from '@/components/useAskBeforeClose';
import { BLOGS_PAGE_SIZE } from '@/config/constants';
import { keptDraft } from '@/lib/draft';
import { mergeEdit } from '@/lib/mergeEdit';
import { titleMeta } from '@/lib/pageMeta';
import { BlogCard } from '@/features/blogs/admin/BlogCard';
import { blogTitle } from '@/features/blogs/components/format';
import { BlogForm } from '@/features/blogs/admin/BlogForm';
import {
  blogToForm,
  emptyBlogForm,
  formToBlogInput,
  type BlogFormValues,
} from '@/features/blogs/admin/blogFormSchema';
import { BlogView } from '@/features/blogs/admin/BlogView';
import {
  blogQueries,
  useBlogs,
  useBusyBlogIds,
  useCreateBlog,
  useDeleteBlog,
  useUpdateBlog,
} from '@/features/blogs/hooks';
import { BLOG_LOAD_FAILED } from '@/features/blogs/messages';
import type { Blog } from '@/features/blogs/schema';
import { listLoader, revalidateOnNewPath } from '@/app/routeReads';
import type { Route } from './+types/blogs';

export const meta: Route.MetaFunction = () => titleMeta('Blogs');

export const clientLoader = listLoader(blogQueries.all);

export const shouldRevalidate = revalidateOnNewPath;

type Dialog = { mode: 'create' } | { mode: 'edit'; blog: Blog } | { mode: 'view'; blog: Blog } | null;

/** The name a blog form's draft is kept under through an expired session (lib/draft.ts). */
const draftName = (dialog: { mode: 'create' } | { mode: 'edit'; blog: Blog }) =>
  dialog.mode === 'edit' ? `blog:${dialog.blog._id}` : 'blog:new';

export default function AdminBlogsPage() {
  const blogs = useBlogs();
  const create = useCreateBlog();
  const update = useUpdateBlog();
  const remove = useDeleteBlog();
  const busyIds = useBusyBlogIds();
  // Back after an expired session with a kept draft: its dialog opens again (the form restores it).
  const kept = keptDraft()?.form;
  const [dialog, setDialog] = useState<Dialog>(() => (kept === 'blog:new' ? { mode: 'create' } : null));
  const [uploading, setUploading] = useState(false);
  const [dirty, setDirty] = useState(false);

  const list = useAdminList(blogs, { pageSize: BLOGS_PAGE_SIZE });
  const setPage = list.setPage;
  const removal = useDeleteConfirm<Blog>(remove);
  const keptBlog = kept?.startsWith('blog:')
    ? blogs.data?.find((blog) => kept === `blog:${blog._id}`)
    : undefined;
  // Once loaded, the blog whose edit was kept opens again (state set while rendering, once).
  const [reopened, setReopened] = useState(false);
  if (keptBlog && !reopened) {
    setReopened(true);
    setDialog((open) => open ?? { mode: 'edit', blog: keptBlog });
  }

  const saving =
    (dialog?.mode === 'create' && create.isPending) ||
    (dialog?.mode === 'edit' && busyIds.saving.has(dialog.blog._id));

  // The hooks raise the toasts; a failure keeps the dialog open with what was typed.
  const save = (values: BlogFormValues) => {
    if (!dialog || dialog.mode === 'view') return;
    if (dialog.mode === 'create') {
      create.mutate(formToBlogInput(values, new Date().toISOString()), {
        onSuccess: () => {
          setDialog(null);
          // The backend lists newest first: the new blog is on the first page.
          setPage(1);
        },
      });
      return;
    }
    const { blog } = dialog;
    // An edit keeps the date the blog was first published, and whatever else the blog was read with.
    const input = mergeEdit(blog, formToBlogInput(values, blog.createdDate || new Date().toISOString()));
    update.mutate({ id: blog._id, blog: input }, { onSuccess: () => setDialog(null) });
  };

  const { requestClose, prompt } = useAskBeforeClose(dirty, () => setDialog(null));
  const close = () => {
    if (!saving && !uploading) requestClose();
  };

  return (
    <>
      <AdminListPage
        title="Blogs"
        description="Articles for home buyers."
        actions={
          <button type="button" className="btn-primary" onClick={() => setDialog({ mode: 'create' })}>
            <PlusIcon className="h-4 w-4" />
            Add Blog
          </button>
        }
        query={blogs}
        failureText={BLOG_LOAD_FAILED}
        noun={['blog', 'blogs']}
        page={list}
        numberedPager
        remove={{
          title: 'Delete blog',
          question: (blog) => `Are you sure, you want to delete "${blogTitle(blog)}" ?`,
          flow: removal,
        }}
      >
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" aria-label="Blogs">
          {list.items.map((blog, index) => (
            <li key={blog._id || index} className="flex">
              <div className="flex w-full">
                <BlogCard
                  blog={blog}
                  saving={busyIds.saving.has(blog._id)}
                  deleting={busyIds.deleting.has(blog._id)}
                  onView={() => setDialog({ mode: 'view', blog })}
                  onEdit={() => setDialog({ mode: 'edit', blog })}
                  onDelete={() => removal.ask(blog)}
                />
              </div>
            </li>
          ))}
        </ul>
      </AdminListPage>

      <Modal
        open={dialog !== null}
        onClose={close}
        title={
          dialog?.mode === 'create'
            ? 'Add Blog'
            : dialog?.mode === 'edit'
              ? 'Edit Blog'
              : dialog
                ? blogTitle(dialog.blog)
                : ''
        }
        size="lg"
        busy={saving || uploading}
        closeLabel="Close dialog"
      >
        {dialog?.mode === 'view' ? (
          <BlogView
            blog={dialog.blog}
            onEdit={() => setDialog({ mode: 'edit', blog: dialog.blog })}
            onClose={close}
          />
        ) : dialog ? (
          <BlogForm
            key={dialog.mode === 'edit' ? dialog.blog._id : 'new'}
            initial={dialog.mode === 'edit' ? blogToForm(dialog.blog) : emptyBlogForm()}
            submitLabel={dialog.mode === 'edit' ? 'Update Blog' : 'Create Blog'}
            saving={saving}
            onSubmit={save}
            onCancel={() => setDialog(null)}
            onUploadingChange={setUploading}
            onDirtyChange={setDirty}
            draftName={draftName(dialog)}
          />
        ) : null}
      </Modal>
      {prompt}
    </>
  );
}
