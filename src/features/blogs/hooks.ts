import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBlog, deleteBlog, getAllBlogs, updateBlog } from './api';
import { notify } from '@/lib/notify';
import { BLOG_DELETE_FAILED, BLOG_DELETED } from './messages';
import type { BlogInput } from './schema';

const blogKeys = {
  all: ['blogs'] as const,
};

const mutationKeys = {
  update: ['blogs', 'update'] as const,
  remove: ['blogs', 'delete'] as const,
};

/** What a route loader starts and a page reads: one cache entry per answer. */
export const blogQueries = {
  /** Every blog (there is no call for one blog: a post's page picks its own from these). */
  all: () => queryOptions({ queryKey: blogKeys.all, queryFn: getAllBlogs }),
};

export function useBlogs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...blogQueries.all(), ...options });
}

/*
 * Mutations refresh the blog list when they settle. Failures are logged by the query client's
 * mutation cache (SPEC.md §8); the page adds a friendly toast.
 */

export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blog: BlogInput) => createBlog(blog),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

export function useUpdateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.update,
    mutationFn: ({ id, blog }: { id: string; blog: BlogInput }) => updateBlog(id, blog),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

/** Deletes a blog, says so in a toast and reloads the list. */
export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.remove,
    mutationFn: (id: string) => deleteBlog(id),
    onSuccess: () => notify.success(BLOG_DELETED),
    onError: () => notify.error(BLOG_DELETE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

/** Ids of the blogs being saved and being deleted right now, so each card shows its own state. */
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
