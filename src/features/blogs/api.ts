import { loadClientWith, loadHttp } from '@/lib/http';
import { idPart } from '@/lib/recordId';
import type { Blog, BlogInput } from './schema';

export const ALL_BLOGS_PATH = '/blogs/get-all-blogs';

export async function getAllBlogs(): Promise<Blog[]> {
  const { http, parseListInSlices, blogSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>(ALL_BLOGS_PATH);
  return parseListInSlices(blogSchema, data, ['blogs', 'data']);
}

/** The created blog comes back under `Blog`. */
export async function createBlog(blog: BlogInput): Promise<Blog> {
  const { http, parseOne, blogSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.post<unknown>('/blogs/create-blogs', blog);
  return parseOne(blogSchema, data, ['Blog', 'blog', 'data']);
}

export async function updateBlog(blogId: string, blog: BlogInput): Promise<void> {
  const http = await loadHttp();
  await http.put(`/blogs/update-blogs/${idPart(blogId)}`, blog);
}

export async function deleteBlog(blogId: string): Promise<void> {
  const http = await loadHttp();
  await http.delete(`/blogs/delete-blogs/${idPart(blogId)}`);
}
