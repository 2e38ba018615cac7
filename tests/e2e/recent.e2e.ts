/**
 * Recently viewed: the listings a visitor opened come back, newest first, as a row on the home
 * page and on /properties, kept in this browser through a reload; the row passes axe at both widths
 * and its late arrival moves nothing on the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedProjects } from '@/mocks/seed/projects';
import { BUILDING_NAME, buildingPath, LAND_NAME, landPath } from '../test-utils/listingPages';
import {
  expectAccessible,
  expectNoErrors,
  gotoPage,
  openPage,
  scrollThrough,
  useBrowser,
  WIDTHS,
  type OpenedPage,
} from './support';

const project = seedProjects[0]!;
const projectPath = `/Projects/green-valley-phase-ii/${project._id}`;
const OPENED = [
  [buildingPath, BUILDING_NAME],
  [landPath, LAND_NAME],
  [projectPath, project.projectName],
] as const;
/** Newest first. */
const NEWEST_FIRST = OPENED.map(([, name]) => name).reverse();

const row = (page: Page) => page.getByRole('region', { name: 'Recently viewed' });
const rowNames = (page: Page) => row(page).getByRole('article').getByRole('heading').allTextContents();

/** The layout shifts the page has had, as Lighthouse's CLS adds them up (no recent input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

/** The names this browser has kept as recently viewed, newest first. */
const keptNames = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as { name: string }[]).map(
      (entry) => entry.name,
    ),
  );

/**
 * Opens each listing and waits until the browser has kept it: a page keeps its visit once the app
 * has taken over the pre-rendered page, which can be after its heading shows.
 */
async function openEach(opened: OpenedPage, site: { url: (path: string) => string }) {
  for (const [path, name] of OPENED) {
    await gotoPage(opened.page, site.url(path));
    await opened.page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => keptNames(opened.page)).toContain(name);
  }
}

describe('recently viewed', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    // Two long pages, each scrolled through and judged by axe: more than the default minute on a phone.
    it(
      `shows the listings opened on / and /properties, newest first, after a reload too, at ${viewport.width} px`,
      { timeout: 120_000 },
      async () => {
        const opened = await openPage(site.browser(), '/', { viewport });
        const { page } = opened;
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Nothing opened yet: no row, not even its heading.
        await scrollThrough(page);
        expect(await row(page).count()).toBe(0);

        await openEach(opened, site);
        for (const path of ['/', '/properties']) {
          await gotoPage(page, site.url(path));
          // As Lighthouse sees the page: loaded, not scrolled (a scroll past the lists as they load shifts them).
          await row(page).waitFor({ state: 'attached' });
          await page.waitForTimeout(500);
          expect(await layoutShift(page)).toBeLessThan(0.05);
          await row(page).scrollIntoViewIfNeeded();
          expect(await rowNames(page)).toEqual(NEWEST_FIRST);
          await scrollThrough(page);
          await expectAccessible(page);
        }

        await page.reload({ waitUntil: 'load' });
        await row(page).scrollIntoViewIfNeeded();
        expect(await rowNames(page)).toEqual(NEWEST_FIRST);

        // A card opens its listing; opened again, it moves to the front.
        await row(page).getByRole('link', { name: BUILDING_NAME }).click();
        await page.getByRole('heading', { level: 1, name: BUILDING_NAME }).waitFor();
        await expect.poll(async () => (await keptNames(page))[0]).toBe(BUILDING_NAME);
        await gotoPage(page, site.url('/properties'));
        await row(page).scrollIntoViewIfNeeded();
        expect(await rowNames(page)).toEqual([BUILDING_NAME, project.projectName, LAND_NAME]);

        await row(page).getByRole('button', { name: 'Clear recently viewed' }).click();
        await row(page).waitFor({ state: 'detached' });
        await page.reload({ waitUntil: 'load' });
        await page.getByRole('heading', { name: 'Buildings List' }).waitFor();
        await scrollThrough(page);
        expect(await row(page).count()).toBe(0);
        expectNoErrors(opened);
        await opened.close();
      },
    );
  }
});
