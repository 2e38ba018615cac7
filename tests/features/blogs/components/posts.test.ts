import { describe, expect, it, vi } from 'vitest';
import { formatBlogDate } from '@/features/blogs/components/format';
import {
  blogCategories,
  findPost,
  latestPosts,
  morePostsLike,
  newestFirst,
  postsInCategory,
  toCategory,
} from '@/features/blogs/components/posts';
import type { Blog } from '@/features/blogs/schema';
import { blog } from '@tests/test-utils/fixtures';

const post = (id: string, category: string, createdDate: string): Blog => ({
  ...blog,
  _id: id,
  title: `Post ${id}`,
  category,
  createdDate,
});

const ids = (posts: readonly Blog[]) => posts.map((p) => p._id);

const posts = [
  post('a', 'Legal', '2025-01-14T09:30:00.000Z'),
  post('b', 'Finance', '2026-02-05T10:30:00.000Z'),
  post('c', 'legal ', '2025-08-18T12:10:00.000Z'),
  post('d', '', 'not a date'),
  post('e', 'City  Guide', '2025-04-10T08:15:00.000Z'),
  post('f', 'Legal', '2026-03-17T07:15:00.000Z'),
  post('g', 'Finance', ''),
  post('h', 'Legal', '2025-07-02T07:20:00.000Z'),
];

describe('newestFirst', () => {
  it('orders by createdDate, newest first, undated posts last in the order they came', () => {
    expect(ids(newestFirst(posts))).toEqual(['f', 'b', 'c', 'h', 'e', 'a', 'd', 'g']);
  });

  it('does not change the list it is given', () => {
    const copy = [...posts];
    newestFirst(posts);
    expect(posts).toEqual(copy);
  });

  it('gives the newest few for the home page', () => {
    expect(ids(latestPosts(posts, 3))).toEqual(['f', 'b', 'c']);
    expect(latestPosts([], 3)).toEqual([]);
  });
});

describe('blogCategories', () => {
  it('lists each category once, alphabetically, ignoring case and spacing, without empty ones', () => {
    expect(blogCategories(posts)).toEqual(['City Guide', 'Finance', 'Legal']);
  });
});

describe('toCategory', () => {
  const categories = ['City Guide', 'Finance', 'Legal'];

  it("reads a URL's category in any case as the posts spell it", () => {
    expect(toCategory('legal', categories)).toBe('Legal');
    expect(toCategory('  city guide ', categories)).toBe('City Guide');
  });

  it('is every post for none or an unknown category', () => {
    expect(toCategory('', categories)).toBe('');
    expect(toCategory('Vastu', categories)).toBe('');
  });
});

describe('postsInCategory', () => {
  it("keeps the category's posts, newest first, whatever their spelling", () => {
    expect(ids(postsInCategory(posts, 'Legal'))).toEqual(['f', 'c', 'h', 'a']);
  });

  it('keeps every post, newest first, for no category', () => {
    expect(ids(postsInCategory(posts, ''))).toEqual(ids(newestFirst(posts)));
  });
});

describe('findPost', () => {
  it('finds a post by id', () => {
    expect(findPost(posts, 'e')?.title).toBe('Post e');
    expect(findPost(posts, ' e ')?.title).toBe('Post e');
  });

  it('finds nothing for an unknown or empty id, even when a post has none', () => {
    const withoutId = [...posts, post('', 'Legal', '')];
    expect(findPost(withoutId, 'zz')).toBeUndefined();
    expect(findPost(withoutId, '')).toBeUndefined();
    expect(findPost(withoutId, '  ')).toBeUndefined();
  });
});

describe('morePostsLike', () => {
  it('offers up to three other posts of the category, newest first', () => {
    const legal = posts.find((p) => p._id === 'a')!;
    expect(ids(morePostsLike(posts, legal))).toEqual(['f', 'c', 'h']);
    const newest = posts.find((p) => p._id === 'f')!;
    expect(ids(morePostsLike(posts, newest))).toEqual(['c', 'h', 'a']);
  });

  it('offers fewer when the category has fewer, and none for a post without a category', () => {
    const finance = posts.find((p) => p._id === 'b')!;
    expect(ids(morePostsLike(posts, finance))).toEqual(['g']);
    expect(
      morePostsLike(
        posts,
        posts.find((p) => p._id === 'd')!,
      ),
    ).toEqual([]);
  });

  it('leaves out posts without an id (they have no page to link to)', () => {
    const legal = posts.find((p) => p._id === 'a')!;
    const list = [post('', 'Legal', '2027-01-01T00:00:00.000Z'), ...posts];
    expect(ids(morePostsLike(list, legal))).toEqual(['f', 'c', 'h']);
  });

  it('orders a blog once however many post pages ask (the build asks once for each post)', () => {
    const blog = Array.from({ length: 400 }, (_, index) =>
      post(
        `p${index}`,
        index % 2 ? 'Legal' : 'Finance',
        new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
      ),
    );
    const parse = vi.spyOn(Date, 'parse');
    try {
      expect(ids(morePostsLike(blog, blog[0]!))).toEqual(['p398', 'p396', 'p394']);
      const first = parse.mock.calls.length;
      expect(first).toBeGreaterThan(0);
      for (const each of blog) morePostsLike(blog, each);
      expect(ids(morePostsLike(blog, blog[399]!))).toEqual(['p397', 'p395', 'p393']);
      expect(parse.mock.calls.length).toBe(first);
    } finally {
      parse.mockRestore();
    }
  });
});

describe('formatBlogDate', () => {
  it('shows the date as it is in India, wherever the page is rendered', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in Bhubaneswar.
    expect(formatBlogDate('2025-12-31T20:00:00.000Z')).toBe('1 Jan 2026');
    expect(formatBlogDate('2025-01-14T09:30:00.000Z')).toBe('14 Jan 2025');
    expect(formatBlogDate('soon')).toBe('');
  });
});
