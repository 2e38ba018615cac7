import { paths } from '@/config/paths';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Blog } from '@/features/blogs/schema';
import { DEFAULT_AUTHOR_IMAGE } from '@/features/blogs/values';
import { server } from '@/mocks/node';
import { seedBlogs } from '@/mocks/seed/blogs';
import { answer, failFirst, hold, pressRetry } from '@tests/test-utils/answers';
import { expectPageButtons } from '@tests/test-utils/pager';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const BLOGS = '/blogs/get-all-blogs';

/** The seed as the blog shows it: newest first. */
const newest = [...seedBlogs].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
const inCategory = (category: string) => newest.filter((post) => post.category === category);
const titles = (posts: readonly Blog[]) => posts.map((post) => post.title);
const postPath = (post: Blog) => paths.blogPost(post.title, post._id);

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const categories = () => screen.getByRole('group', { name: 'Category' });
/** The post itself (the cards of more posts are articles too). */
const postArticle = () => screen.getByRole('heading', { level: 1 }).closest('article')!;

describe('Blog list', () => {
  it('shows placeholders, then the 12 newest posts with numbered pages', async () => {
    const gate = hold(BLOGS);
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getAllByTestId('blog-post-skeleton').length).toBeGreaterThan(0);
    gate.release();
    await waitFor(() => expect(cardTitles()).toEqual(titles(newest.slice(0, 12))));
    expect(screen.queryAllByTestId('blog-post-skeleton')).toHaveLength(0);
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expectPageButtons(pager, ['1', '2'], 'Page 1');
    expect(screen.getByText(`${seedBlogs.length} posts, page 1 of 2`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Blog \|/));
  });

  it('shows on each card its image, category, title, author, date and summary, and links to the post', async () => {
    renderApp('/blog');
    const post = newest[0]!;
    const link = await screen.findByRole('link', { name: post.title });
    expect(link).toHaveAttribute('href', postPath(post));
    // A readable address of the title's words (src/lib/pathPart.ts slugPart).
    expect(postPath(post)).toMatch(/^\/blog\/[a-z0-9-]+\/[0-9a-f]{24}$/);
    const card = link.closest('article')!;
    expect(within(card).getByText(post.category)).toBeInTheDocument();
    expect(within(card).getByText(post.authorName)).toBeInTheDocument();
    expect(within(card).getByText(post.sortParagraph)).toBeInTheDocument();
    expect(within(card).getByText('24 Apr 2026')).toHaveAttribute('datetime', post.createdDate);
    const images = card.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', post.blogImage);
    expect(images[1]).toHaveAttribute('src', post.authorImage);
  });

  it('shows a post without an author image with the placeholder', async () => {
    renderApp('/blog');
    const post = newest.find((p) => !p.authorImage)!;
    const card = (await screen.findByRole('link', { name: post.title })).closest('article')!;
    expect(card.querySelectorAll('img')[1]).toHaveAttribute('src', DEFAULT_AUTHOR_IMAGE);
  });

  it('opens page 2 with the older posts, keeps it in the URL and moves focus to the list', async () => {
    const { user, location } = renderApp('/blog');
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cardTitles()).toEqual(titles(newest.slice(12)));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(new URLSearchParams(location().search).get('page')).toBe('2');
    expect(screen.getByRole('heading', { level: 2, name: 'All Posts' })).toHaveFocus();
  });

  it('filters by category, back to page 1, in the URL; All shows every post again', async () => {
    const { user, location } = renderApp('/blog?page=2');
    await waitFor(() => expect(cardTitles()).toEqual(titles(newest.slice(12))));
    const names = within(categories())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names[0]).toBe('All');
    expect(names.slice(1)).toEqual([...new Set(seedBlogs.map((p) => p.category))].sort());

    await user.click(within(categories()).getByRole('button', { name: 'Legal' }));
    expect(cardTitles()).toEqual(titles(inCategory('Legal')));
    expect(within(categories()).getByRole('button', { name: 'Legal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Legal' })).toBeInTheDocument();
    expect(screen.getByText(`${inCategory('Legal').length} posts in Legal`)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    const search = new URLSearchParams(location().search);
    expect(search.get('category')).toBe('Legal');
    expect(search.get('page')).toBeNull();

    await user.click(within(categories()).getByRole('button', { name: 'All' }));
    expect(cardTitles()).toEqual(titles(newest.slice(0, 12)));
    expect(new URLSearchParams(location().search).get('category')).toBeNull();
  });

  it('opens with the category of a shared link, in any case', async () => {
    renderApp('/blog?category=finance');
    await waitFor(() => expect(cardTitles()).toEqual(titles(inCategory('Finance'))));
    expect(within(categories()).getByRole('button', { name: 'Finance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('orders the posts newest first whatever order the server sends them in', async () => {
    answer(BLOGS, 'empty', { blogs: [...newest].reverse() });
    renderApp('/blog');
    await waitFor(() => expect(cardTitles()).toEqual(titles(newest.slice(0, 12))));
  });

  it("says 'No data found.' when there are no posts", async () => {
    answer(BLOGS, 'empty', { blogs: [] });
    renderApp('/blog');
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('blog-post-skeleton')).toHaveLength(0);
  });

  it.each(['server-error', 'network'] as const)('ends loading and offers Retry on a %s', async (kind) => {
    answer(BLOGS, kind);
    const { user } = renderApp('/blog');
    const alert = await screen.findByRole('alert');
    expect(screen.queryAllByTestId('blog-post-skeleton')).toHaveLength(0);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
  });

  it('survives malformed answers', async () => {
    answer(BLOGS, 'malformed', {
      blogs: [null, 5, { title: 7, paragraphs: 'x' }, { ...seedBlogs[0], category: 3 }],
    });
    renderApp('/blog');
    await waitFor(() => expect(cardTitles()).toContain(seedBlogs[0]!.title));
    expect(screen.getByRole('region', { name: 'All Posts' })).toBeInTheDocument();
  });
});

describe('Blog post', () => {
  const post = seedBlogs.find((p) => p.category === 'Legal' && p.paragraphs.length >= 3)!;

  it('shows the post: category, title, author with image, date, image, every paragraph and Share', async () => {
    const { user } = renderApp(postPath(post));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const article = postArticle();
    for (const paragraph of post.paragraphs) expect(within(article).getByText(paragraph)).toBeInTheDocument();
    expect(within(article).getByText(post.sortParagraph)).toBeInTheDocument();
    expect(within(article).getByText(post.authorName)).toBeInTheDocument();
    expect(within(article).getByText('14 Jan 2025')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: `Posts in ${post.category}` })).toHaveAttribute(
      'href',
      `/blog?category=${post.category}`,
    );
    const sources = [...article.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(expect.arrayContaining([post.authorImage, post.blogImage]));
    // Share offers the post's own address (WhatsApp, Copy link and Email where there is no share sheet).
    await user.click(within(article).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('menu', { name: `Share ${post.title}` })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${post.title} \\|`)));
  });

  it('offers up to 3 more posts of its category, not itself, and opens one', async () => {
    const { user, location } = renderApp(postPath(post));
    const more = await screen.findByRole('region', { name: `More in ${post.category}` });
    const others = inCategory(post.category)
      .filter((p) => p._id !== post._id)
      .slice(0, 3);
    expect(others.length).toBeGreaterThan(0);
    const shown = within(more)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(shown).toEqual(titles(others));
    await user.click(within(more).getByRole('link', { name: others[0]!.title }));
    await waitFor(() => expect(location().pathname).toBe(postPath(others[0]!)));
    expect(await screen.findByRole('heading', { level: 1, name: others[0]!.title })).toBeInTheDocument();
  });

  it('opens from the list and goes back to it', async () => {
    const { user, location } = renderApp('/blog');
    await user.click(await screen.findByRole('link', { name: newest[1]!.title }));
    expect(await screen.findByRole('heading', { level: 1, name: newest[1]!.title })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the blog' }));
    await waitFor(() => expect(location().pathname).toBe('/blog'));
  });

  it("shows the server's text as text, never as HTML, and the placeholder for a missing author image", async () => {
    const hostile: Blog = {
      ...post,
      _id: 'b-html',
      title: 'A <b>bold</b> claim',
      authorImage: '',
      blogImage: 'javascript:alert(1)',
      paragraphs: ['<img src=x onerror="alert(1)">Read me', '<script>alert(2)</script>'],
    };
    answer(BLOGS, 'empty', { blogs: [hostile] });
    renderApp('/blog/anything/b-html');
    expect(await screen.findByRole('heading', { level: 1, name: 'A <b>bold</b> claim' })).toBeInTheDocument();
    const article = postArticle();
    expect(within(article).getByText('<img src=x onerror="alert(1)">Read me')).toBeInTheDocument();
    expect(within(article).getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(article.querySelector('b, script, img[src="x"]')).toBeNull();
    const sources = [...article.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toContain(DEFAULT_AUTHOR_IMAGE);
    expect(sources.some((src) => src?.startsWith('javascript:'))).toBe(false);
  });

  it('shows the not-found page for a post the blog does not have', async () => {
    renderApp('/blog/gone/65f0b10000000000000000ff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows a loading state, then the post', async () => {
    const gate = hold(BLOGS);
    failFirst(BLOGS);
    const { user } = renderApp(postPath(post));
    await pressRetry(user);
    expect(await screen.findByText('Loading post')).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading post')).not.toBeInTheDocument();
  });

  it('offers Retry when the posts cannot be read, and shows the post after it', async () => {
    answer(BLOGS, 'server-error');
    const { user } = renderApp(postPath(post));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });
});

describe('Blog links', () => {
  it('the header, the footer and the mobile menu link to the blog', async () => {
    const { user } = renderApp('/about');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    const mainLinks = within(main)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(mainLinks).toEqual([
      'Home',
      'About Us',
      'Properties',
      'Projects',
      'Blog',
      'Career',
      'Testimonials',
      'Contacts',
    ]);
    expect(within(main).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('the home page shows the 3 newest posts above the client feedback, with View More to /blog', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'From Our Blog' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      titles(newest.slice(0, 3)),
    );
    expect(within(section).getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/blog');
    const feedback = screen.getByRole('region', { name: 'What Our Clients Say' });
    // The blog section comes first in the page.
    expect(section.compareDocumentPosition(feedback) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('the home page offers Retry when the posts cannot be read', async () => {
    answer(BLOGS, 'server-error');
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'From Our Blog' });
    expect(await within(section).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
