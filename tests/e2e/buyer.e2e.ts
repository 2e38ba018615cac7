/**
 * The buyer's path in a real browser: home, properties, a building with its inquiry, a land and
 * the projects page; axe on each of those pages at phone and desktop widths.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import {
  listedBuilding as building,
  buildingPath,
  listedLand as land,
  landPath,
} from '../test-utils/listingPages';
import {
  DESKTOP,
  countRequests,
  expectNoErrors,
  gotoPage,
  itPassesAxeAtEachWidth,
  openPage,
  openPageInNewContext,
  PHONE,
  useBrowser,
} from './support';

const cardHeadings = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('article').getByRole('heading');

describe("the buyer's path", () => {
  const site = useBrowser();

  it('home shows 4 buildings and 3 lands; View More opens the properties; search finds by name in any case', async () => {
    const opened = await openPage(site.browser(), '/', { viewport: DESKTOP });
    const { page } = opened;
    const buildings = page.getByRole('region', { name: 'Our Buildings' });
    await buildings.scrollIntoViewIfNeeded();
    await expect.poll(() => cardHeadings(page, 'Our Buildings').count()).toBe(4);
    await page.getByRole('region', { name: 'Our Lands' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cardHeadings(page, 'Our Lands').count()).toBe(3);

    await buildings.getByRole('link', { name: /View More/ }).click();
    await page.waitForURL('**/properties');
    await page.getByRole('heading', { name: 'Buildings List' }).waitFor();
    const search = page.getByPlaceholder('Search Buildings...');
    await expect.poll(() => page.getByRole('article').count()).toBe(seedBuildings.length);

    // Typed quickly, key by key: every letter must arrive.
    await search.click();
    await page.keyboard.type('green');
    expect(await search.inputValue()).toBe('green');
    const expected = seedBuildings
      .map((b) => b.generalInfo.BuildingsName)
      .filter((name) => name.toLowerCase().includes('green'));
    expect(expected).toContain('Green Valley Residency');
    await expect
      .poll(() => page.getByRole('article').getByRole('heading').allTextContents())
      .toEqual(expected);
    expect(new URL(page.url()).searchParams.get('search')).toBe('green');
    expectNoErrors(opened);
    await opened.close();
  });

  it('on a phone, Back from a listing returns to the same place in the list', async () => {
    const opened = await openPage(site.browser(), '/properties', { viewport: PHONE });
    const { page } = opened;
    await expect.poll(() => page.getByRole('article').count()).toBe(seedBuildings.length);
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    // The list's card: back from the listing, 'Recently viewed' below the list links to it too.
    const target = page
      .getByRole('region', { name: 'Buildings List' })
      .getByRole('link', { name: names.at(-2)!, exact: true });
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(2000);
    await target.click();
    await page.waitForURL('**/property/**');
    // The address changes before the listing renders: the list's own heading is still there then.
    await page.getByRole('heading', { level: 1, name: names.at(-2)! }).waitFor();
    // At its top at once, and back in the list at once: a jump, not a glide through the pages
    // between (a glide ended short of the place when the list grew under it).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/properties');
    await target.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expectNoErrors(opened);
    await opened.close();
  });

  it('on a phone, Back after minutes on another page returns to the same place once the list is read again', async () => {
    const opened = await openPageInNewContext(site.browser(), '/properties', {
      viewport: PHONE,
      clock: true,
    });
    const { page } = opened;
    await expect.poll(() => page.getByRole('article').count()).toBe(seedBuildings.length);
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    const target = page.getByRole('link', { name: names.at(-2)!, exact: true });
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(2000);
    // A page that shows no listing (a listing's own page keeps the list in use for its similar
    // listings), opened by a link in the page without scrolling to it.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/contact"]')?.click());
    await page.waitForURL('**/contact');
    // Its own heading: the list's is still there for a moment after the address changed, and the
    // minutes must pass after the list has gone from the screen.
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    // Minutes there: the cache lets the unused list go, so Back asks the backend for it again.
    await page.clock.fastForward('10:00');
    const listReads = countRequests(page, '/real-estate/buildings/get-all-buildings');
    await page.goBack();
    await page.waitForURL('**/properties');
    await expect.poll(() => page.getByRole('article').count()).toBe(names.length);
    expect(listReads()).toBe(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expectNoErrors(opened);
    await opened.close();
  });

  it("a building shows '- Call For Price -' and no price, switches tabs and takes an inquiry", async () => {
    const opened = await openPage(site.browser(), '/properties?search=GREEN', { viewport: DESKTOP });
    const { page } = opened;
    await page.getByRole('link', { name: building.generalInfo.BuildingsName }).click();
    await page.getByRole('heading', { level: 1, name: building.generalInfo.BuildingsName }).waitFor();
    expect(new URL(page.url()).pathname).toBe(buildingPath);
    await expect.poll(() => page.title()).toContain(building.generalInfo.BuildingsName);
    expect(await page.getByText('- Call For Price -').isVisible()).toBe(true);
    const text = await page.locator('main').innerText();
    for (const price of ['6500000', '6,500,000', '65,00,000', '₹', '$']) expect(text).not.toContain(price);

    const tab = (name: string) => page.getByRole('tab', { name });
    expect(await tab('Property Details').getAttribute('aria-selected')).toBe('true');
    await tab('Property Plan').click();
    expect(await tab('Property Plan').getAttribute('aria-selected')).toBe('true');
    expect(
      await page.getByRole('img', { name: `${building.generalInfo.BuildingsName} floor plan` }).isVisible(),
    ).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await tab('Locations').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').innerText()).toContain(building.locationDetails.address);

    // The inquiry: checks first, then sends.
    const send = page.getByRole('button', { name: 'Send Inquiry' });
    await send.click();
    await page.getByText('Name  is required').waitFor();
    expect(await page.getByText('Email is required').isVisible()).toBe(true);
    expect(await page.getByText('Phone number is required').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Mohanty');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9437012345');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Can we visit on Sunday?');
    await send.click();
    await page.getByText('Your Details Has Been Received. We Will Contact You Soon!').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('');
    expectNoErrors(opened);
    await opened.close();
  });

  it('a deep link asks the backend once: the page takes the answer fetched while the app loaded', async () => {
    const opened = await openPage(site.browser(), '/properties', { viewport: DESKTOP });
    const { page } = opened;
    // /properties asks the backend again as it hydrates, and on a busy machine later than any
    // quiet moment: only what the building's document and those after it ask is this test's.
    const asked: string[] = [];
    const answering = new Set<Request>();
    let counting = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === buildingPath) counting = true;
    });
    page.on('request', (request) => {
      if (!counting || !request.url().includes('/real-estate/')) return;
      asked.push(new URL(request.url()).pathname);
      answering.add(request);
    });
    page.on('requestfinished', (request) => answering.delete(request));
    page.on('requestfailed', (request) => answering.delete(request));
    await gotoPage(page, new URL(buildingPath, page.url()).href);
    await page.getByRole('heading', { level: 1, name: building.generalInfo.BuildingsName }).waitFor();
    // The heading is in the built page; the app's read of the building is answered a moment later.
    // Leaving before then would cancel it: the page would never take the answer this test is about.
    await expect.poll(() => asked.length === 1 && answering.size === 0).toBe(true);
    await gotoPage(page, new URL('/properties', page.url()).href);
    await page.getByRole('link', { name: building.generalInfo.BuildingsName }).first().waitFor();
    // The first card's photo was preloaded as soon as the list came in.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
        (link) => link.href,
      ),
    );
    expect(preloaded.some((href) => href.endsWith(building.BuildingsImages[0] ?? '-'))).toBe(true);
    // The list's cards are in the built page: the app asks for the list once it has started, which
    // on a busy machine can be after the card shows. Counted once that read is in and none is out;
    // a run that times out names what was asked and what was still out.
    await expect
      .poll(() => ({ asked: [...asked], out: [...answering].map((request) => request.url()) }))
      .toEqual({
        asked: [
          `/real-estate/buildings/get-building-by-id/${building._id}`,
          '/real-estate/buildings/get-all-buildings',
        ],
        out: [],
      });
    expectNoErrors(opened);
    await opened.close();
  });

  it('the Land toggle lists lands; a land shows its price with $ and its area in sq ft', async () => {
    const opened = await openPage(site.browser(), '/properties', { viewport: DESKTOP });
    const { page } = opened;
    await page.getByRole('button', { name: 'Land' }).click();
    await page.getByRole('heading', { name: 'Lands List' }).waitFor();
    expect(await page.getByPlaceholder('Search Lands...').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article').count()).toBe(seedLands.length);
    expect(new URL(page.url()).searchParams.get('type')).toBe('land');

    await page.getByRole('link', { name: land.generalInfo.propertyName }).click();
    await page.getByRole('heading', { level: 1, name: land.generalInfo.propertyName }).waitFor();
    expect(new URL(page.url()).pathname).toBe(landPath);
    const text = await page.locator('main').innerText();
    expect(text).toContain('$4,500,000');
    expect(text).toContain('65,340 sq ft');

    // Back keeps the toggle.
    await page.goBack();
    await page.getByRole('heading', { name: 'Lands List' }).waitFor();
    expectNoErrors(opened);
    await opened.close();
  });

  it("projects: the status filter and the search narrow down to 'No Projects Available'", async () => {
    const opened = await openPage(site.browser(), '/Projects', { viewport: DESKTOP });
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: 'Our Projects' }).waitFor();
    const names = () => page.getByRole('article').getByRole('heading').allTextContents();
    await expect.poll(names).toHaveLength(seedProjects.length);
    await page.getByRole('button', { name: 'Completed' }).click();
    const completed = seedProjects.filter((p) => p.projectStatus === 'Finished').map((p) => p.projectName);
    await expect.poll(names).toEqual(completed);
    await page.getByLabel('Search by project name').fill(completed[0]!.toUpperCase());
    await expect.poll(names).toEqual([completed[0]]);
    await page.getByLabel('Search by project name').fill('no such project');
    await page.getByText('No Projects Available').waitFor();
    expectNoErrors(opened);
    await opened.close();
  });

  itPassesAxeAtEachWidth(site, [
    [
      'home',
      '/',
      // The listings load as the visitor scrolls toward them.
      async (page) => {
        await page.getByRole('heading', { name: 'Our Buildings' }).scrollIntoViewIfNeeded();
        await page.getByRole('article').first().waitFor();
      },
    ],
    ['properties', '/properties', (page) => page.getByRole('article').first().waitFor()],
    ['a building', buildingPath, (page) => page.getByRole('tab', { name: 'Property Details' }).waitFor()],
    ['a land', landPath, (page) => page.getByRole('heading', { name: 'Land Details' }).waitFor()],
    ['projects', '/Projects', (page) => page.getByRole('article').first().waitFor()],
  ]);
});
