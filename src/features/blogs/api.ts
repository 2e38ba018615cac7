import { http } from '../../lib/http';
import { loadParsers } from '../../lib/loadParsers';
import type { Blog, BlogInput } from './schema';

const id = (value: string) => encodeURIComponent(value);

export async function getAllBlogs(): Promise<Blog[]> {
  const [{ data }, { parseList, blogSchema }] = await Promise.all([
    http.get<unknown>('/blogs/get-all-blogs'),
    loadParsers(() => import('./schema')),
  ]);
  return parseList(blogSchema, data, ['blogs', 'data']);
}

/** SPEC.md §7: the answer's `Blog` is the created blog. */
export async function createBlog(blog: BlogInput): Promise<Blog> {
  const [{ data }, { parseOne, blogSchema }] = await Promise.all([
    http.post<unknown>('/blogs/create-blogs', blog),
    loadParsers(() => import('./schema')),
  ]);
  return parseOne(blogSchema, data, ['Blog', 'blog', 'data']);
}

export async function updateBlog(blogId: string, blog: BlogInput): Promise<void> {
  await http.put(`/blogs/update-blogs/${id(blogId)}`, blog);
}

export async function deleteBlog(blogId: string): Promise<void> {
  await http.delete(`/blogs/delete-blogs/${id(blogId)}`);
}
