import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loader, meta } from '@/app/routes/public/blog';
import { paths } from '@/config/paths';
import type { Blog } from '@/features/blogs/schema';
import { pathIn } from '@/lib/i18n/languages';
import hindiListings from '@/lib/i18n/messages/hi/listings.json';
import odiaListings from '@/lib/i18n/messages/or/listings.json';
import { server } from '@/mocks/node';
import { seedBlogs } from '@/mocks/seed/blogs';
import { answer, hold } from '@tests/test-utils/answers';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { openPage } from '@tests/test-utils/page';
import { renderBuiltPage } from '@tests/test-utils/render';
import { expectPageButtons } from '@tests/test-utils/pager';

configure({ asyncUtilTimeout: 5000 });

const BLOGS = '/blogs/get-all-blogs';
const newest = [...seedBlogs].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
const titles = (posts: readonly Blog[]) => posts.map((post) => post.title);
const legal = newest.filter((post) => post.category === 'Legal');

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
/** The paragraph whose whole text is `text` (the category inside it is an element of its own). */
const paragraph = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe.each([
  {
    language: 'or' as const,
    heading: 'ବ୍ଲଗ୍',
    eyebrow: 'ମାର୍ଗଦର୍ଶିକା ଓ ଖବର',
    allPosts: 'ସମସ୍ତ ଲେଖା',
    loading: 'ଲେଖାଗୁଡ଼ିକ ଲୋଡ୍ ହେଉଛି',
    all: 'ସବୁ',
    category: 'ବିଭାଗ',
    count: `${seedBlogs.length}ଟି ଲେଖା, 2ଟି ପୃଷ୍ଠାରୁ ପୃଷ୍ଠା 1`,
    countLegal: `Legal ବିଭାଗରେ ${legal.length}ଟି ଲେଖା`,
    pages: 'ବ୍ଲଗର ପୃଷ୍ଠାଗୁଡ଼ିକ',
    page: 'ପୃଷ୍ଠା',
    description: 'ଭୁବନେଶ୍ୱର ଆଖପାଖରେ ଘର ଓ ଜମି କିଣୁଥିବା',
    listings: odiaListings,
  },
  {
    language: 'hi' as const,
    heading: 'ब्लॉग',
    eyebrow: 'गाइड और समाचार',
    allPosts: 'सभी लेख',
    loading: 'लेख लोड हो रहे हैं',
    all: 'सभी',
    category: 'श्रेणी',
    count: `${seedBlogs.length} लेख, 2 में से पृष्ठ 1`,
    countLegal: `Legal में ${legal.length} लेख`,
    pages: 'ब्लॉग के पृष्ठ',
    page: 'पृष्ठ',
    description: 'भुवनेश्वर और आसपास घर व ज़मीन',
    listings: hindiListings,
  },
])('The blog in $language', (words) => {
  const address = pathIn(words.language, paths.blog);

  it('is written in the language, its title and description too, with no English but the posts', async () => {
    const read = hold(BLOGS);
    await openPage(address, words.heading);
    expect(screen.getByText(words.loading)).toHaveAttribute('role', 'status');
    expect(strayLatinOnPage()).toEqual([]);
    read.release();
    await waitFor(() => expect(cardTitles()).toEqual(titles(newest.slice(0, 12))));
    expect(screen.getByText(words.eyebrow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.allPosts })).toBeInTheDocument();
    expect(paragraph(words.count)).toHaveAttribute('role', 'status');
    const pager = screen.getByRole('navigation', { name: words.pages });
    expectPageButtons(pager, ['1', '2'], `${words.page} 1`);
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${words.heading} \\|`)));
    const descriptors = meta({ location: { pathname: address } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${address}$`));
    // A post's page is written in the language too, so its card's link stays in it.
    const post = newest[0]!;
    expect(screen.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.blogPost(post.title, post._id)),
    );
    expect(strayLatinOnPage()).toEqual([]);
  });

  it('filters by a category, the category as the admin typed it, and opens another page', async () => {
    const { user, location } = await openPage(address, words.heading);
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: `${words.page} 2` }));
    expect(cardTitles()).toEqual(titles(newest.slice(12)));
    expect(screen.getByRole('heading', { level: 2, name: words.allPosts })).toHaveFocus();

    const group = screen.getByRole('group', { name: words.category });
    const chips = within(group).getAllByRole('button');
    expect(chips[0]).toHaveTextContent(words.all);
    expect(chips[0]).not.toHaveAttribute('lang');
    const chosen = within(group).getByRole('button', { name: 'Legal' });
    expect(chosen).toHaveAttribute('lang', 'en');
    await user.click(chosen);
    expect(cardTitles()).toEqual(titles(legal));
    expect(screen.getByRole('heading', { level: 2, name: 'Legal' })).toHaveAttribute('lang', 'en');
    expect(within(paragraph(words.countLegal)).getByText('Legal')).toHaveAttribute('lang', 'en');
    expect(location().pathname).toBe(address);
    expect(new URLSearchParams(location().search).get('category')).toBe('Legal');
    expect(strayLatinOnPage()).toEqual([]);

    await user.click(within(group).getByRole('button', { name: words.all }));
    expect(cardTitles()).toEqual(titles(newest.slice(0, 12)));
  });

  it('the page the build wrote counts its posts in the language until they are in', async () => {
    const { firstPage } = await loader();
    const read = hold(BLOGS);
    await renderBuiltPage(address, { [`${words.language}/blog`]: { firstPage } });
    await waitFor(() => expect(cardTitles()).toEqual(titles(newest.slice(0, 12))));
    expect(paragraph(words.count)).toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    read.release();
  });

  it('says there are no posts in the language', async () => {
    answer(BLOGS, 'empty', { blogs: [] });
    await openPage(address, words.heading);
    expect(await screen.findByText(words.listings.noData)).toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
  });

  it('says a failed read in the language and offers Retry, a server message as it came', async () => {
    answer(BLOGS, 'network');
    const { user } = await openPage(address, words.heading);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.listings.errors.network);
    expect(strayLatinOnPage()).toEqual([]);
    server.resetHandlers();
    answer(BLOGS, 'server-error');
    await user.click(within(alert).getByRole('button', { name: words.listings.retry }));
    expect(await screen.findByText('Database unavailable')).toHaveAttribute('lang', 'en');
    expect(strayLatinOnPage()).toEqual([]);
    server.resetHandlers();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: words.listings.retry }));
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
  });
});
