// Runs in jsdom: the calls go out as the page makes them (axios's XHR adapter, addresses relative to the page, the session in its storage).
import { describe, expect, it } from 'vitest';
import { createBlog, deleteBlog, getAllBlogs, updateBlog } from '@/features/blogs/api';
import { errorMessage } from '@/lib/errors';
import { describeCalls } from '@tests/test-utils/calls';
import { capture, EMPTY_ANSWERS, failureOf, json } from '@tests/test-utils/capture';
import { blog, blogInput, emptyBlog } from '@tests/test-utils/fixtures';

const ALL = '/real-estate/blogs/get-all-blogs';
const CREATE = '/real-estate/blogs/create-blogs';

describeCalls('blogs', [
  { name: 'getAllBlogs', method: 'GET', path: '/blogs/get-all-blogs', call: getAllBlogs },
  {
    name: 'createBlog',
    method: 'POST',
    path: '/blogs/create-blogs',
    payload: blogInput,
    call: () => createBlog(blogInput),
    reply: json({ Blog: blog }),
  },
  {
    name: 'updateBlog',
    method: 'PUT',
    path: '/blogs/update-blogs/blog-1',
    payload: blogInput,
    call: () => updateBlog('blog-1', blogInput),
  },
  {
    name: 'deleteBlog',
    method: 'DELETE',
    path: '/blogs/delete-blogs/blog-1',
    call: () => deleteBlog('blog-1'),
  },
]);

describe('blog ids in paths', () => {
  it('are encoded', async () => {
    const endpoint = capture('/real-estate/blogs/*');
    await deleteBlog('b?1&x=2');
    expect(endpoint.last.pathname).toBe('/real-estate/blogs/delete-blogs/b%3F1%26x%3D2');
    expect(new URL(endpoint.last.url).search).toBe('');
  });
});

describe('getAllBlogs answers', () => {
  it.each([
    ['the blogs array', { blogs: [blog] }],
    ['an array in data', { data: [blog] }],
    ['a bare array', [blog]],
  ])('reads %s', async (_label, answer) => {
    capture(ALL, json(answer));
    await expect(getAllBlogs()).resolves.toEqual([blog]);
  });

  it.each(EMPTY_ANSWERS)('answers an empty list for %s', async (_label, reply) => {
    capture(ALL, reply);
    await expect(getAllBlogs()).resolves.toEqual([]);
  });

  it('keeps good records around malformed ones', async () => {
    capture(
      ALL,
      json({
        blogs: [
          blog,
          null,
          { title: 'Only a title', paragraphs: ['ok', null, 3, { p: 1 }], createdDate: 1717236000000 },
          ['nested', ['garbage']],
          blog,
        ],
      }),
    );
    expect(await getAllBlogs()).toEqual([
      blog,
      { ...emptyBlog, title: 'Only a title', paragraphs: ['ok', '3'], createdDate: '1717236000000' },
      blog,
    ]);
  });

  it('reports the server message on failure', async () => {
    capture(ALL, json({ message: 'Blogs unavailable' }, 500));
    expect(errorMessage(await failureOf(getAllBlogs()))).toBe('Blogs unavailable');
  });
});

describe('createBlog answers', () => {
  it.each([
    ['Blog', { Blog: blog }],
    ['blog', { blog }],
    ['data', { data: blog }],
  ])('reads the created blog from %s', async (_label, answer) => {
    capture(CREATE, json(answer));
    await expect(createBlog(blogInput)).resolves.toEqual(blog);
  });

  it.each(EMPTY_ANSWERS)('answers the all-defaults blog for %s', async (_label, reply) => {
    capture(CREATE, reply);
    await expect(createBlog(blogInput)).resolves.toEqual(emptyBlog);
  });

  it('repairs a malformed created blog', async () => {
    capture(CREATE, json({ Blog: { _id: 5, title: null, paragraphs: 'text' } }));
    await expect(createBlog(blogInput)).resolves.toEqual({ ...emptyBlog, _id: '5' });
  });

  it('reports the server message on failure', async () => {
    capture(CREATE, json({ message: 'title is required' }, 400));
    expect(errorMessage(await failureOf(createBlog(blogInput)))).toBe('title is required');
  });
});

describe('updateBlog and deleteBlog', () => {
  it.each(EMPTY_ANSWERS)('accept %s as success', async (_label, reply) => {
    capture('/real-estate/blogs/*', reply);
    await expect(updateBlog('blog-1', blogInput)).resolves.toBeUndefined();
    await expect(deleteBlog('blog-1')).resolves.toBeUndefined();
  });

  it.each([
    ['updateBlog', () => updateBlog('blog-1', blogInput)],
    ['deleteBlog', () => deleteBlog('blog-1')],
  ])('%s reports the server message on failure', async (_label, call) => {
    capture('/real-estate/blogs/*', json({ message: 'Blog not found' }, 404));
    expect(errorMessage(await failureOf(call()))).toBe('Blog not found');
  });
});
