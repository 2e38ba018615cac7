import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loader } from '@/app/routes/public/blog';
import { blogQueries } from '@/features/blogs/hooks';
import type { Blog } from '@/features/blogs/schema';
import { server } from '@/mocks/node';
import { seedBlogs } from '@/mocks/seed/blogs';
import { answer, hold } from '@tests/test-utils/answers';
import { catalogue } from '@tests/test-utils/fixtures';
import { expectPageButtons } from '@tests/test-utils/pager';
import { renderApp, renderBuiltPage } from '@tests/test-utils/render';
import { watchScroll } from '@tests/test-utils/scroll';

configure({ asyncUtilTimeout: 5000 });

const BLOGS = '/blogs/get-all-blogs';
const COUNT = 500;
// Dated a day apart, the last newest, so the order the blog shows is known.
const posts = catalogue(seedBlogs, COUNT, (post, name) => ({ ...post, title: name(post.title) })).map(
  (post, index): Blog => ({ ...post, createdDate: new Date(Date.UTC(2020, 0, 1 + index)).toISOString() }),
);
const newestTitles = [...posts].reverse().map((post) => post.title);
/** What the backend answers; a test may add to it after the build. */
let served: Blog[] = posts;
const serveBlog = () => {
  served = posts;
  server.use(http.get(`*/real-estate${BLOGS}`, () => HttpResponse.json({ blogs: served })));
};

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pager = () => screen.getByRole('navigation', { name: 'Blog pages' });

describe('Blog of 500 posts', () => {
  it('Back after the cache let the list go returns to page 2 and the place once the posts are in', async () => {
    serveBlog();
    const scroll = watchScroll(() => screen.queryByRole('navigation', { name: 'Blog pages' }) !== null);
    const { user, router, client } = renderApp('/blog?page=2');
    await waitFor(() => expect(cardTitles()).toEqual(newestTitles.slice(12, 24)));
    scroll.to(1500);
    await user.click(screen.getByRole('link', { name: newestTitles[20]! }));
    await screen.findByRole('heading', { level: 1, name: newestTitles[20]! });
    // Five minutes on the post: the cache lets the unused list go, and Back reads it again.
    const read = hold(BLOGS);
    client.removeQueries({ queryKey: blogQueries.all().queryKey, exact: true });

    scroll.clear();
    await router.navigate(-1);
    expect(await screen.findByText('Loading posts')).toBeInTheDocument();
    expect(scroll.calls.filter((call) => call.shown)).toEqual([]);
    read.release();
    await waitFor(() => expect(cardTitles()).toEqual(newestTitles.slice(12, 24)));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(scroll.calls.filter((call) => call.shown)).toEqual([{ y: 1500, shown: true }]),
    );
  });

  it('keeps the pager to a few buttons: the ends and the pages beside the current one', async () => {
    serveBlog();
    const { user } = renderApp('/blog');
    await waitFor(() => expect(cardTitles()).toEqual(newestTitles.slice(0, 12)));
    expectPageButtons(pager(), ['1', '2', '42'], 'Page 1');
    await user.click(within(pager()).getByRole('button', { name: 'Page 42' }));
    await waitFor(() => expect(cardTitles()).toEqual(newestTitles.slice(492)));
    expectPageButtons(pager(), ['1', '41', '42'], 'Page 42');
  });

  it('the build writes the first 12 cards without their articles, and the page shows them until the posts are in', async () => {
    serveBlog();
    const { firstPage } = await loader();
    expect(firstPage?.total).toBe(COUNT);
    expect(firstPage?.items.map((post) => post.title)).toEqual(newestTitles.slice(0, 12));
    expect(firstPage?.items.every((post) => !('paragraphs' in post))).toBe(true);
    expect(firstPage?.categories.length).toBeGreaterThan(0);

    const gate = hold(BLOGS);
    await renderBuiltPage('/blog', { 'routes/public/blog': { firstPage } });
    await waitFor(() => expect(cardTitles()).toEqual(newestTitles.slice(0, 12)));
    expect(screen.queryAllByTestId('blog-post-skeleton')).toHaveLength(0);
    expect(screen.getByText(`${COUNT} posts, page 1 of 42`)).toBeInTheDocument();
    const added: Blog = {
      ...posts[0]!,
      _id: 'ffffffff0000000000000000',
      title: 'Added Since The Build',
      createdDate: '2030-01-01T00:00:00.000Z',
    };
    served = [...posts, added];
    gate.release();
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Added Since The Build', ...newestTitles.slice(0, 11)]),
    );
  });

  it('shows the Retry of a failed read, not the page the build wrote', async () => {
    serveBlog();
    const { firstPage } = await loader();
    answer(BLOGS, 'server-error');
    await renderBuiltPage('/blog', { 'routes/public/blog': { firstPage } });
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
