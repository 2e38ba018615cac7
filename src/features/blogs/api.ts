import { loadHttp } from '@/lib/http';
import { getRecords, postRecord } from '@/lib/recordRequests';
import { idPart } from '@/lib/recordId';
import type { Blog, BlogInput } from './schema';

export const ALL_BLOGS_PATH = '/blogs/get-all-blogs';

const schema = async () => (await import('./schema')).blogSchema;

export async function getAllBlogs(): Promise<Blog[]> {
  return getRecords(schema, ALL_BLOGS_PATH, ['blogs', 'data']);
}

/** The created blog comes back under `Blog`. */
export async function createBlog(blog: BlogInput): Promise<Blog> {
  return postRecord(schema, '/blogs/create-blogs', blog, ['Blog', 'blog', 'data']);
}

export async function updateBlog(blogId: string, blog: BlogInput): Promise<void> {
  const http = await loadHttp();
  await http.put(`/blogs/update-blogs/${idPart(blogId)}`, blog);
}

export async function deleteBlog(blogId: string): Promise<void> {
  const http = await loadHttp();
  await http.delete(`/blogs/delete-blogs/${idPart(blogId)}`);
}
