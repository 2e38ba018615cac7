import { beforeEach, describe, expect, it } from 'vitest';
import type { Blog, BlogInput } from '@/features/blogs/schema';
import { seedBlogs } from '@/mocks/seed/blogs';
import { call, demoAdminToken as signIn } from '@tests/test-utils/demoClient';
import { serveDemoBackend } from '@tests/test-utils/server';

serveDemoBackend();

const input: BlogInput = {
  blogImage: '/images/demo/tower-4.svg',
  category: 'Finance',
  title: 'Budgeting for interiors',
  authorName: 'Rakesh Patnaik',
  authorImage: '',
  paragraphs: ['Plan for furniture and fittings.', 'Keep ten percent aside.'],
  sortParagraph: 'How much to keep aside for interiors.',
  createdDate: '2026-06-01T10:00:00.000Z',
};

describe('blogs', () => {
  let token = '';
  beforeEach(async () => {
    token = await signIn();
  });

  it('wraps the list in `blogs`, newest first', async () => {
    const { body } = await call<{ blogs: Blog[] }>('GET', '/blogs/get-all-blogs');
    expect(body.blogs).toHaveLength(seedBlogs.length);
    const dates = body.blogs.map((blog) => Date.parse(blog.createdDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('creates, updates and deletes a blog', async () => {
    const created = await call<{ Blog: Blog }>('POST', '/blogs/create-blogs', { body: input, token });
    expect(created.status).toBe(201);
    expect(created.body.Blog).toMatchObject(input);
    const id = created.body.Blog._id;

    const list = await call<{ blogs: Blog[] }>('GET', '/blogs/get-all-blogs');
    expect(list.body.blogs[0]?._id).toBe(id);

    const updated = await call('PUT', `/blogs/update-blogs/${id}`, {
      body: { ...input, title: 'Budgeting for interiors in 2026' },
      token,
    });
    expect(updated.status).toBe(200);
    const after = await call<{ blogs: Blog[] }>('GET', '/blogs/get-all-blogs');
    expect(after.body.blogs.find((blog) => blog._id === id)?.title).toBe('Budgeting for interiors in 2026');

    expect((await call('DELETE', `/blogs/delete-blogs/${id}`, { token })).status).toBe(200);
    const gone = await call<{ blogs: Blog[] }>('GET', '/blogs/get-all-blogs');
    expect(gone.body.blogs.some((blog) => blog._id === id)).toBe(false);
    expect((await call('DELETE', `/blogs/delete-blogs/${id}`, { token })).body).toEqual({
      message: 'Blog not found',
    });
  });

  it('dates a blog sent without createdDate and refuses one without a title', async () => {
    const created = await call<{ Blog: Blog }>('POST', '/blogs/create-blogs', {
      body: { ...input, createdDate: '' },
      token,
    });
    expect(Number.isNaN(Date.parse(created.body.Blog.createdDate))).toBe(false);
    expect((await call('POST', '/blogs/create-blogs', { body: { ...input, title: '' }, token })).status).toBe(
      400,
    );
  });
});
