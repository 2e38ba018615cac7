/**
 * The public blog in a real browser: a buyer opens Blog from the header, filters a category, opens
 * page 2 and a post, reads it and its 'more posts'; the post's pre-rendered HTML carries its title,
 * Open Graph tags and BlogPosting JSON-LD for a crawler that runs no scripts; axe on the blog and a
 * post at phone and desktop widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { seedBlogs } from '@/mocks/seed/blogs';
import { crawl, ofType, sitemapUrls } from './prod/crawl';
import {
  DESKTOP,
  expectNoErrors,
  gotoPage,
  itPassesAxeAtEachWidth,
  openPage,
  PHONE,
  useBrowser,
} from './support';

/** The seed as the blog lists it: newest first. */
const newest = [...seedBlogs].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
const legal = newest.filter((post) => post.category === 'Legal');
/** The oldest post is on page 2, and it has others in its category. */
const oldest = newest[newest.length - 1]!;
const moreOfOldest = newest.filter((post) => post.category === oldest.category && post._id !== oldest._id);
/** A post whose title needs no escaping in its address, for the HTML a crawler reads. */
const plain = newest.find((post) => /^[A-Za-z0-9 ]+$/.test(post.title))!;

/** The titles of the list's cards (on /blog the cards are the only articles). */
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

describe('the public blog', () => {
  const site = useBrowser();

  it('a buyer opens Blog from the header, filters a category, opens page 2 and reads a post', async () => {
    const opened = await openPage(site.browser(), '/', { viewport: DESKTOP });
    const { page } = opened;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(newest.slice(0, 12).map((post) => post.title));

    const categories = page.getByRole('group', { name: 'Category' });
    await categories.getByRole('button', { name: 'Legal' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(legal.map((post) => post.title));
    expect(new URL(page.url()).searchParams.get('category')).toBe('Legal');
    expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0);

    await categories.getByRole('button', { name: 'All' }).click();
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect.poll(() => cardTitles(page)).toEqual(newest.slice(12).map((post) => post.title));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.getByRole('link', { name: oldest.title }).click();
    await page.getByRole('heading', { level: 1, name: oldest.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.blogPost(oldest.title, oldest._id));
    await expect.poll(() => page.title()).toContain(oldest.title);
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    const text = await article.innerText();
    for (const paragraph of oldest.paragraphs) expect(text).toContain(paragraph);
    expect(text).toContain(oldest.authorName);
    expect(await article.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);

    const more = page.getByRole('region', { name: `More in ${oldest.category}` });
    await more.scrollIntoViewIfNeeded();
    expect(await more.getByRole('article').getByRole('heading').allTextContents()).toEqual(
      moreOfOldest.slice(0, 3).map((post) => post.title),
    );
    await more.getByRole('link', { name: moreOfOldest[0]!.title }).click();
    await page.getByRole('heading', { level: 1, name: moreOfOldest[0]!.title }).waitFor();

    // Back to the list, which keeps its page.
    await page.goBack();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(newest.slice(12).map((post) => post.title));
    expectNoErrors(opened);
    await opened.close();
  });

  it('the mobile menu opens the blog, and the home page shows the newest posts', async () => {
    const opened = await openPage(site.browser(), '/', { viewport: PHONE });
    const { page } = opened;
    const latest = page.getByRole('region', { name: 'From Our Blog' });
    await latest.scrollIntoViewIfNeeded();
    await expect
      .poll(() => latest.getByRole('article').getByRole('heading').allTextContents())
      .toEqual(newest.slice(0, 3).map((post) => post.title));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expectNoErrors(opened);
    await opened.close();
  });

  it("a post's pre-rendered HTML has its title, text, Open Graph tags and BlogPosting, and is in the sitemap", async () => {
    const path = paths.blogPost(plain.title, plain._id);
    const answer = await fetch(site.url(path));
    expect(answer.status).toBe(200);
    const html = crawl(await answer.text());
    expect(html.h1).toBe(plain.title);
    expect(html.title).toBe(`${plain.title} | Kalinga Habitats`);
    for (const paragraph of plain.paragraphs) expect(html.text).toContain(paragraph);
    expect(html.canonical?.endsWith(path)).toBe(true);
    expect(html.metas.get('og:type')).toBe('article');
    expect(html.metas.get('og:title')).toBe(plain.title);
    expect(html.metas.get('og:url')).toBe(html.canonical);
    expect(html.metas.get('og:image')).toMatch(/^https?:\/\//);
    expect(html.metas.get('og:image')?.endsWith(plain.blogImage)).toBe(true);
    expect(html.metas.get('description')).toContain(plain.sortParagraph.slice(0, 40));
    expect(html.metas.get('article:published_time')).toBe(plain.createdDate);
    const [posting] = ofType(html, 'BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: plain.title,
      datePublished: plain.createdDate,
      author: { '@type': 'Person', name: plain.authorName },
      publisher: { name: 'Kalinga Habitats' },
      mainEntityOfPage: { '@id': html.canonical },
    });
    expect(ofType(html, 'BreadcrumbList')).toHaveLength(1);

    const list = crawl(await (await fetch(site.url(paths.blog))).text());
    expect(list.h1).toBe('Blog');
    expect(list.text).toContain(newest[0]!.title);

    const sitemap = sitemapUrls(await (await fetch(site.url('/sitemap.xml'))).text());
    expect(sitemap.some((url) => url.endsWith(paths.blog))).toBe(true);
    for (const post of seedBlogs) {
      expect(sitemap.some((url) => url.endsWith(paths.blogPost(post.title, post._id)))).toBe(true);
    }
  });

  it('a post the blog does not have shows the not-found page', async () => {
    const opened = await openPage(site.browser(), '/blog/gone/65f0b10000000000000000ff', {
      viewport: DESKTOP,
    });
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expectNoErrors(opened);
    await opened.close();
  });

  itPassesAxeAtEachWidth(site, [
    ['the blog', paths.blog, (page) => page.getByRole('article').first().waitFor()],
    [
      'the blog, page 2',
      `${paths.blog}?page=2`,
      (page) => page.getByRole('link', { name: oldest.title }).waitFor(),
    ],
    [
      'a post',
      paths.blogPost(oldest.title, oldest._id),
      (page) => page.getByRole('heading', { level: 1, name: oldest.title }).waitFor(),
    ],
  ]);

  it('keeps the list state through a reload', async () => {
    const opened = await openPage(site.browser(), `${paths.blog}?category=Finance`, { viewport: DESKTOP });
    const { page } = opened;
    const finance = newest.filter((post) => post.category === 'Finance').map((post) => post.title);
    await expect.poll(() => cardTitles(page)).toEqual(finance);
    await gotoPage(page, page.url());
    await expect.poll(() => cardTitles(page)).toEqual(finance);
    expect(
      await page
        .getByRole('group', { name: 'Category' })
        .getByRole('button', { name: 'Finance' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expectNoErrors(opened);
    await opened.close();
  });
});
