import { http, HttpResponse } from 'msw';
import { blogSchema, type Blog } from '@/features/blogs/schema';
import { commit, db, newId } from '@/mocks/db';
import { latency } from '@/mocks/latency';
import { byNewest } from '@/lib/byNewest';
import { INVALID_BODY, api, errorAnswer, readJson, requireAdmin } from './common';

const BLOG_NOT_FOUND = 'Blog not found';
const BLOG_REQUIRED = 'Category, title and author name are required';

const indexOf = (id: string) => db.blogs.findIndex((blog) => blog._id === id);
const isComplete = (blog: Blog) =>
  blog.category.trim() !== '' && blog.title.trim() !== '' && blog.authorName.trim() !== '';
const dated = (blog: Blog): Blog =>
  blog.createdDate ? blog : { ...blog, createdDate: new Date().toISOString() };

export const blogHandlers = [
  http.get(api('/blogs/get-all-blogs'), async () => {
    await latency();
    return HttpResponse.json({ blogs: [...db.blogs].sort(byNewest((blog) => Date.parse(blog.createdDate))) });
  }),

  http.post(api('/blogs/create-blogs'), async ({ request }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    const blog = dated(blogSchema.parse({ ...body, _id: newId() }));
    if (!isComplete(blog)) return errorAnswer(400, BLOG_REQUIRED);
    db.blogs.push(blog);
    await commit();
    return HttpResponse.json({ message: 'Blog created successfully', Blog: blog }, { status: 201 });
  }),

  http.put<{ id: string }>(api('/blogs/update-blogs/:id'), async ({ request, params }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const index = indexOf(params.id);
    const existing = db.blogs[index];
    if (!existing) return errorAnswer(404, BLOG_NOT_FOUND);
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    // Fields left out keep their stored value, so an edit never loses the original date.
    const blog = dated(blogSchema.parse({ ...existing, ...body, _id: existing._id }));
    if (!isComplete(blog)) return errorAnswer(400, BLOG_REQUIRED);
    db.blogs[index] = blog;
    await commit();
    return HttpResponse.json({ message: 'Blog updated successfully', Blog: blog });
  }),

  http.delete<{ id: string }>(api('/blogs/delete-blogs/:id'), async ({ request, params }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const index = indexOf(params.id);
    if (index < 0) return errorAnswer(404, BLOG_NOT_FOUND);
    db.blogs.splice(index, 1);
    await commit();
    return HttpResponse.json({ message: 'Blog deleted successfully' });
  }),
];
