import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { paths } from '@/config/paths';
import { pathIn } from '@/lib/i18n/languages';
import { COMPANY_ADDRESS, strayLatin, strayLatinOnPage } from '../test-utils/latinTerms';
import {
  DESKTOP,
  expectAccessible,
  expectNoErrors,
  gotoPage,
  nextFrames,
  openPage,
  PHONE,
  useBrowser,
} from './support';

const LANGUAGES = ['or', 'hi'] as const;

/**
 * Latin a page may show outside `lang="en"` elements: the company's address, and what the backend
 * holds where a translated label names it, an attribute having no part of its own to mark
 * ("<name>, another view", "Posts in <category>").
 */
const ALLOWED = [
  ...COMPANY_ADDRESS,
  ...seedBuildings.map((building) => building.generalInfo.BuildingsName),
  ...seedLands.map((land) => land.generalInfo.propertyName),
  ...seedBlogs.map((blog) => blog.title),
  ...seedProjects.map((project) => project.projectName),
  ...seedBlogs.map((blog) => blog.category),
];

/**
 * The other pages written in each language, read one after another in one tab: a page's own test
 * file drives it in English, so here it is only read, at both widths, with axe.
 */
const MORE_PAGES = [
  paths.contact,
  paths.career,
  paths.properties,
  paths.projects,
  paths.blog,
  paths.gallery,
  paths.upcomingProjects,
  paths.terms,
  paths.shortlist,
  paths.compare,
  paths.privacy,
];

/** The pages the build wrote under a language's prefix: the paths of its HTML files. */
function builtPages(language: string): string[] {
  const root = path.join(inject('distDir'), language);
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const folder = path.relative(inject('distDir'), dir).split(path.sep).join('/');
        pages.push(`/${folder}`);
      }
    }
  };
  walk(root);
  return pages.sort();
}

const htmlOf = (page: string) => readFileSync(path.join(inject('distDir'), page, 'index.html'), 'utf8');
const documentOf = (page: string) => new JSDOM(htmlOf(page)).window.document;
const englishOf = (page: string) => page.replace(/^\/(or|hi)(?=\/|$)/, '') || '/';

/** The page's hreflang links, by language. */
function alternatesOf(document: Document): Record<string, string> {
  return Object.fromEntries(
    Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href') ?? '',
    ]),
  );
}

/** What a reader of the page sees and hears, outside content marked English, read in the browser. */
const readableText = (page: Page) =>
  page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"], script, style, template').forEach((element) => element.remove());
    // Labels hidden from screen readers are read by no one (a library's timer bar under a notification).
    const attributes = Array.from(
      copy.querySelectorAll(
        ':is([alt], [aria-label], [title], [placeholder]):not([aria-hidden="true"], [aria-hidden="true"] *)',
      ),
      (element) =>
        ['alt', 'aria-label', 'title', 'placeholder']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' '),
    );
    return [copy.textContent ?? '', ...attributes, document.title].join(' ');
  });

describe.each(LANGUAGES)('the pages the build writes in %s', (language) => {
  const pages = builtPages(language);

  it('are every translated page, each in its language, named at its own address and in each language', () => {
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) {
      const document = documentOf(page);
      expect(document.documentElement.lang, page).toBe(language);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      expect(new URL(canonical).pathname, page).toBe(page);
      const alternates = alternatesOf(document);
      expect(Object.keys(alternates).sort(), page).toEqual(['en', 'hi', 'or', 'x-default']);
      expect(alternates[language], page).toBe(canonical);
      // Reciprocal: the English page names the same addresses.
      expect(alternatesOf(documentOf(englishOf(page))), page).toEqual(alternates);
      expect(document.title, page).not.toBe('');
    }
  });

  it('carry no English of their own in the HTML, before any script runs', () => {
    for (const page of pages) {
      const document = documentOf(page);
      expect(strayLatinOnPage(document.body, ALLOWED), page).toEqual([]);
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(strayLatin(`${document.title} ${description}`), page).toEqual([]);
    }
  });
});

describe('the sitemap', () => {
  it('lists each language of a translated page with its alternates', () => {
    const sitemap = readFileSync(path.join(inject('distDir'), 'sitemap.xml'), 'utf8');
    for (const language of LANGUAGES) {
      const entry = new RegExp(`<url><loc>[^<]*/${language}/about</loc>(.*?)</url>`).exec(sitemap);
      expect(entry?.[1]).toContain('hreflang="x-default"');
      expect(entry?.[1]).toContain(`hreflang="${language}"`);
    }
  });
});

describe('a page in Odia and Hindi in the browser', () => {
  const site = useBrowser();

  for (const language of LANGUAGES) {
    for (const english of ['/', '/about', '/faqs', '/testimonials', '/communities', '/discover-properties']) {
      const address = english === '/' ? `/${language}` : `/${language}${english}`;
      it(`${address} reads in its language at 390 and 1280 px, with no axe violation`, async () => {
        const opened = await openPage(site.browser(), address, { viewport: PHONE });
        const { page } = opened;
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        expect(strayLatin(await readableText(page), ALLOWED)).toEqual([]);
        await expectAccessible(page);
        await page.setViewportSize(DESKTOP);
        await nextFrames(page);
        expect(strayLatin(await readableText(page), ALLOWED)).toEqual([]);
        expectNoErrors(opened);
      });
    }
  }

  for (const language of LANGUAGES) {
    it(`the other pages in ${language} read in it at 390 and 1280 px, with no axe violation`, async () => {
      const opened = await openPage(site.browser(), pathIn(language, MORE_PAGES[0]!), { viewport: PHONE });
      const { page } = opened;
      for (const english of MORE_PAGES) {
        const address = pathIn(language, english);
        if (english !== MORE_PAGES[0]) await gotoPage(page, new URL(address, page.url()).href);
        else await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.setViewportSize(PHONE);
        await nextFrames(page);
        expect(strayLatin(await readableText(page), ALLOWED), address).toEqual([]);
        await expectAccessible(page);
        await page.setViewportSize(DESKTOP);
        await nextFrames(page);
        expect(strayLatin(await readableText(page), ALLOWED), address).toEqual([]);
      }
      expectNoErrors(opened);
    });

    it(`a post, a project, a building and a land in ${language} open from the fallback page, in the language`, async () => {
      const post = seedBlogs[0]!;
      const project = seedProjects[0]!;
      const building = seedBuildings[0]!;
      const land = seedLands[0]!;
      const opened = await openPage(site.browser(), pathIn(language, paths.blogPost(post.title, post._id)), {
        viewport: PHONE,
      });
      const { page } = opened;
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(strayLatin(await readableText(page), ALLOWED)).toEqual([]);
      await gotoPage(
        page,
        new URL(pathIn(language, paths.project(project.projectName, project._id)), page.url()).href,
      );
      await page.getByRole('heading', { level: 1, name: project.projectName }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(strayLatin(await readableText(page), ALLOWED)).toEqual([]);
      await expectAccessible(page);
      for (const [address, name] of [
        [
          paths.building(building.generalInfo.BuildingsName, building._id),
          building.generalInfo.BuildingsName,
        ],
        [paths.land(land._id), land.generalInfo.propertyName],
      ] as const) {
        await gotoPage(page, new URL(pathIn(language, address), page.url()).href);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(strayLatin(await readableText(page), ALLOWED), address).toEqual([]);
      }
      expectNoErrors(opened);
    });
  }

  it('the switcher takes a visitor to the page in Odia, and an English page later offers it', async () => {
    const opened = await openPage(site.browser(), '/about', { viewport: DESKTOP });
    const { page } = opened;
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ଓଡ଼ିଆ' }).click();
    await page.getByRole('heading', { level: 1, name: 'ଆମ ବିଷୟରେ' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/or/about');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('or');
    await page.goto(new URL('/faqs', page.url()).href);
    const offer = page.getByRole('complementary', { name: 'ଭାଷା' });
    await offer.getByRole('link', { name: 'ଓଡ଼ିଆରେ ପଢ଼ନ୍ତୁ' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faqs');
    expectNoErrors(opened);
  });

  it('loads the Odia font on Odia pages only', async () => {
    const fontsOf = async (address: string) => {
      const opened = await openPage(site.browser(), address, { viewport: DESKTOP });
      const fonts: string[] = [];
      opened.page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await opened.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await opened.page.evaluate(() => document.fonts.ready);
      const used = await opened.page.evaluate(() =>
        [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
      );
      await opened.close();
      return [...fonts, ...used].join(' ');
    };
    expect(await fontsOf('/or/about')).toMatch(/oriya/i);
    expect(await fontsOf('/about')).not.toMatch(/oriya/i);
    expect(await fontsOf('/hi/about')).not.toMatch(/oriya/i);
  });

  it('keeps Odia and Hindi letters joined: their text drops the wide tracking English keeps', async () => {
    const spacingOf = async (address: string) => {
      const opened = await openPage(site.browser(), address, { viewport: DESKTOP });
      const spacing = await opened.page.evaluate(
        () => getComputedStyle(document.querySelector('main [class*="tracking-"]') as Element).letterSpacing,
      );
      await opened.close();
      return spacing;
    };
    expect(await spacingOf('/or/about')).toBe('normal');
    expect(await spacingOf('/hi/about')).toBe('normal');
    expect(await spacingOf('/about')).not.toBe('normal');
  });
});
