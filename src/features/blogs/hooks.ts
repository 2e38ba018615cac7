import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBlog, deleteBlog, getAllBlogs, updateBlog } from './api';
import { checkedCreate } from '@/lib/checkedCreate';
import { notify } from '@/lib/notify';
import { useListChange } from '@/lib/useListChange';
import {
  BLOG_CREATE_FAILED,
  BLOG_CREATED,
  BLOG_DELETE_FAILED,
  BLOG_DELETED,
  BLOG_UPDATE_FAILED,
  BLOG_UPDATED,
} from './messages';
import { toBlogCard, type BlogCardData } from './components/cardFields';
import { findPost, morePostsLike } from './components/posts';
import type { Blog, BlogInput } from './schema';

const blogKeys = {
  all: ['blogs'] as const,
  post: (id: string) => ['blogs', 'post', id] as const,
};

/** A post's page: the post and the few like it, never the whole blog. */
export interface PostPage {
  post: Blog | undefined;
  more: BlogCardData[];
}

const mutationKeys = {
  update: ['blogs', 'update'] as const,
  remove: ['blogs', 'delete'] as const,
};

export const blogQueries = {
  /** The backend has no call for one blog: a post's page picks its own from these. */
  all: () => queryOptions({ queryKey: blogKeys.all, queryFn: getAllBlogs }),
  // Picked from the posts the cache holds (read once, however many post pages open).
  post: (id: string) =>
    queryOptions({
      queryKey: blogKeys.post(id),
      queryFn: async ({ client }): Promise<PostPage> => {
        const posts = await client.query(blogQueries.all());
        const post = findPost(posts, id);
        return { post, more: post ? morePostsLike(posts, post).map(toBlogCard) : [] };
      },
    }),
};

export function useBlogs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...blogQueries.all(), ...options });
}

export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation(
    checkedCreate(queryClient, {
      list: blogQueries.all(),
      send: (blog: BlogInput) => createBlog(blog),
      isSent: (saved, sent) =>
        saved.title === sent.title &&
        saved.authorName === sent.authorName &&
        saved.sortParagraph === sent.sortParagraph &&
        saved.blogImage === sent.blogImage,
      success: () => notify.success(BLOG_CREATED),
      failure: () => notify.error(BLOG_CREATE_FAILED),
    }),
  );
}

export function useUpdateBlog() {
  return useListChange({
    list: blogQueries.all(),
    mutationKey: mutationKeys.update,
    send: ({ id, blog }: { id: string; blog: BlogInput }) => updateBlog(id, blog),
    success: () => notify.success(BLOG_UPDATED),
    failure: () => notify.error(BLOG_UPDATE_FAILED),
  });
}

export function useDeleteBlog() {
  return useListChange({
    list: blogQueries.all(),
    mutationKey: mutationKeys.remove,
    send: (id: string) => deleteBlog(id),
    success: () => notify.success(BLOG_DELETED),
    failure: () => notify.error(BLOG_DELETE_FAILED),
  });
}

export function useBusyBlogIds(): { saving: Set<string>; deleting: Set<string> } {
  const saving = useMutationState({
    filters: { mutationKey: mutationKeys.update, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string } | undefined)?.id ?? '',
  });
  const deleting = useMutationState({
    filters: { mutationKey: mutationKeys.remove, status: 'pending' },
    select: (mutation) => (mutation.state.variables as string | undefined) ?? '',
  });
  return { saving: new Set(saving), deleting: new Set(deleting) };
}
