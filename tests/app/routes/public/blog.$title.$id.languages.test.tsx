import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientLoader, meta } from '@/app/routes/public/blog.$title.$id';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import type { Blog } from '@/features/blogs/schema';
import { pathIn } from '@/lib/i18n/languages';
import { seedBlogs } from '@/mocks/seed/blogs';
import { answer, failFirst, hold } from '@tests/test-utils/answers';
import { DEVANAGARI, ODIA, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent, titleOf } from '@tests/test-utils/metaTags';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const BLOGS = '/blogs/get-all-blogs';
const post = seedBlogs.find((p) => p.category === 'Legal' && p.paragraphs.length >= 3)!;
const englishPath = (one: Blog) => paths.blogPost(one.title, one._id);

type MetaArgs = Parameters<typeof meta>[0];

/** The route's meta for an address, after its clientLoader has read the post and the words. */
async function metaAt(pathname: string, params: { title: string; id: string }) {
  const loaderData = await clientLoader({
    params,
    request: new Request(`http://localhost${pathname}`),
  } as Parameters<typeof clientLoader>[0]);
  return meta({ loaderData, params, location: { pathname } } as unknown as MetaArgs);
}

/** The post itself (the cards of more posts are articles too). */
const postArticle = () => screen.getByRole('heading', { level: 1 }).closest('article')!;

describe.each([
  {
    language: 'or' as const,
    other: DEVANAGARI,
    trail: 'ବ୍ଲଗ୍',
    date: '14 ଜାନୁଆରୀ 2025',
    postsIn: `${post.category} ବିଷୟରେ ଲେଖା`,
    share: 'ସେୟାର କରନ୍ତୁ',
    menu: `${post.title} ସେୟାର କରନ୍ତୁ`,
    email: 'ଇମେଲ୍',
    back: 'ବ୍ଲଗକୁ ଫେରନ୍ତୁ',
    moreIn: `${post.category} ବିଷୟରେ ଆହୁରି ଲେଖା`,
    allIn: `${post.category} ବିଷୟରେ ସବୁ ଲେଖା`,
    description: 'Kalinga Habitats ବ୍ଲଗର ଏକ ଲେଖା, ଇଂରାଜୀରେ ଲେଖାଯାଇଛି।',
    notFound: 'ଲେଖାଟି ମିଳିଲା ନାହିଁ',
    noText: 'ଏହି ଲେଖାରେ ଏଯାଏଁ କିଛି ଲେଖା ନାହିଁ।',
    loading: 'ଲେଖାଟି ଲୋଡ୍ ହେଉଛି',
    retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
  },
  {
    language: 'hi' as const,
    other: ODIA,
    trail: 'ब्लॉग',
    date: '14 जन॰ 2025',
    postsIn: `${post.category} के लेख`,
    share: 'शेयर करें',
    menu: `${post.title} शेयर करें`,
    email: 'ईमेल',
    back: 'ब्लॉग पर वापस जाएँ',
    moreIn: `${post.category} के और लेख`,
    allIn: `${post.category} के सभी लेख`,
    description: 'Kalinga Habitats ब्लॉग का एक लेख, अंग्रेज़ी में लिखा गया।',
    notFound: 'लेख नहीं मिला',
    noText: 'इस लेख में अभी कोई सामग्री नहीं है।',
    loading: 'लेख लोड हो रहा है',
    retry: 'फिर से कोशिश करें',
  },
])('A blog post in $language', (words) => {
  const path = pathIn(words.language, englishPath(post));
  const blog = pathIn(words.language, paths.blog);

  async function openPost(at = path, title = post.title) {
    const app = renderApp(at);
    await screen.findByRole('heading', { level: 1, name: title });
    return app;
  }

  it('writes the page around the post in the language; the post stays as written, marked English', async () => {
    const { user } = await openPost();
    const article = postArticle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    for (const paragraph of post.paragraphs) {
      expect(within(article).getByText(paragraph)).toHaveAttribute('lang', 'en');
    }
    expect(within(article).getByText(post.sortParagraph)).toHaveAttribute('lang', 'en');
    expect(within(article).getByText(post.authorName)).toHaveAttribute('lang', 'en');
    expect(within(article).getByText(words.date)).toHaveAttribute('lang', words.language);
    const trail = document.querySelector('main nav') as HTMLElement;
    expect(within(trail).getByRole('link', { name: words.trail })).toHaveAttribute('href', blog);
    const postsIn = within(article).getByRole('link', { name: words.postsIn });
    expect(postsIn).toHaveAttribute('href', `${blog}?category=${post.category}`);
    // The category inside the link's name is the backend's English, and says so.
    expect(postsIn).not.toHaveAttribute('aria-label');
    expect(within(postsIn).getByText(post.category)).toHaveAttribute('lang', 'en');
    expect(within(article).getByRole('link', { name: words.back })).toHaveAttribute('href', blog);
    const more = screen.getByRole('region', { name: words.moreIn });
    expect(within(more).getByRole('link', { name: words.allIn })).toHaveAttribute(
      'href',
      `${blog}?category=${post.category}`,
    );
    expect(article.textContent).not.toMatch(words.other);
    // The category is the post's own, inside its link's name (no lang for part of an attribute).
    expect(strayLatinOnPage(trail)).toEqual([]);
    expect(strayLatinOnPage(article, [post.category])).toEqual([]);
    expect(strayLatinOnPage(within(more).getByRole('heading', { level: 2 }))).toEqual([]);

    await user.click(within(article).getByRole('button', { name: words.share }));
    const menu = await screen.findByRole('menu', { name: words.menu });
    expect(within(menu).getByRole('menuitem', { name: words.email })).toBeInTheDocument();
    // The menu's name holds the post's title.
    expect(strayLatinOnPage(menu, [post.title])).toEqual([]);
  });

  it('says when a post has no text yet', async () => {
    answer(BLOGS, 'empty', { blogs: [{ ...post, sortParagraph: '', paragraphs: [] }] });
    await openPost();
    expect(screen.getByText(words.noText)).toBeInTheDocument();
  });

  it('has its title and description in the language, with its own address as canonical', async () => {
    const tags = await metaAt(path, { title: post.title, id: post._id });
    expect(titleOf(tags)).toBe(`${post.title} | ${company.name}`);
    expect(metaContent(tags, 'description')).toBe(`${post.title}: ${words.description}`);
    expect(canonical(tags)).toMatch(new RegExp(`/${words.language}/blog/`));
    expect(metaContent(tags, 'og:locale')).toBe(`${words.language}_IN`);
    await openPost();
    await waitFor(() => expect(document.title).toBe(`${post.title} | ${company.name}`));
  });

  it('says not found in the language, in the page and its title, with a way back that stays in it', async () => {
    const gone = pathIn(words.language, '/blog/gone/65f0b10000000000000000ff');
    renderApp(gone);
    expect(await screen.findByRole('heading', { level: 1, name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.back })).toHaveAttribute('href', blog);
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${words.notFound}`)));
    expect(strayLatinOnPage(document.querySelector('main')!)).toEqual([]);
    const tags = await metaAt(gone, { title: 'gone', id: '65f0b10000000000000000ff' });
    expect(titleOf(tags)).toBe(`${words.notFound} | ${company.name}`);
    expect(metaContent(tags, 'robots')).toBe('noindex');
  });

  it('offers Retry in the language, and its loading words after it', async () => {
    const gate = hold(BLOGS);
    failFirst(BLOGS);
    const { user } = renderApp(path);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: words.retry }));
    expect(await screen.findByText(words.loading)).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });
});
