/**
 * Taps and typing before the app hydrates (public/early-taps.js), on a phone: the pre-rendered page
 * shows its controls before the app's code has run. Each test holds the app's start file back
 * until it has tapped or typed, so all of it certainly happens before hydration, then lets the app
 * start and checks that each tap did what it says and nothing typed was lost. The last two hold
 * back instead the code of a part the app loads once started, and tap there after hydration.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { BUILDING_NAME, listedBuilding } from '../test-utils/listingPages';
import { emulateSlowPhone } from './chromium';
import { DESKTOP, PHONE, recordErrors, useBrowser } from './support';

interface HeldPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Lets the held file load. */
  release: () => void;
  /** Lets the app start (its start file was held back) and waits until it has hydrated. */
  hydrate: () => Promise<void>;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Whether React has taken `element` over: it keeps each hydrated element's props under a key of its own. */
const takenOver = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));

/**
 * Opens `path` at phone width with the app's start file held back: the page's HTML and the
 * early-taps script load, the app does not, until `hydrate`. `slow` emulates a slow phone. With
 * `held`, that file is held back instead (a part of the page the app loads once started), until
 * `release`.
 */
async function openHeld(
  site: ReturnType<typeof useBrowser>,
  path: string,
  {
    slow = false,
    viewport = PHONE,
    held = '**/assets/start-*.js',
  }: { slow?: boolean; viewport?: typeof PHONE; held?: string } = {},
): Promise<HeldPage> {
  const context = await site.browser().newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    if (window === window.top) sessionStorage.setItem('splash:seen', '1');
  });
  const page = await context.newPage();
  const errors = recordErrors(page);
  if (slow) await emulateSlowPhone(await context.newCDPSession(page));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  // Not to 'load': the held start file is deferred, so the page never gets there until released.
  await page.goto(site.url(path), { waitUntil: 'commit' });
  return {
    page,
    context,
    errors,
    release,
    hydrate: async () => {
      expect(await isHydrated(page)).toBe(false);
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 60_000,
      });
    },
  };
}

const buildingPath = paths.building(BUILDING_NAME, listedBuilding._id);

describe('taps and typing before the app hydrates', () => {
  const site = useBrowser();

  it(
    "a 'Shortlist' tap half a second after it shows, on a slow phone, waits and then keeps the listing",
    { timeout: 120_000 },
    async () => {
      const held = await openHeld(site, buildingPath, { slow: true });
      const { page } = held;
      const header = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
      const shortlist = header.getByRole('button', { name: 'Shortlist', exact: true });
      await shortlist.waitFor();
      await page.waitForTimeout(500);
      expect(await isHydrated(page)).toBe(false);
      await shortlist.click();
      // Visibly waiting, and said to be.
      expect(await shortlist.getAttribute('aria-busy')).toBe('true');
      expect(await shortlist.getAttribute('aria-disabled')).toBe('true');
      await held.hydrate();
      await expect.poll(() => shortlist.getAttribute('aria-pressed')).toBe('true');
      expect(await shortlist.getAttribute('aria-busy')).toBeNull();
      expect(await shortlist.getAttribute('aria-disabled')).toBeNull();
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Shortlist, 1 listing/ })
        .waitFor();
      expect(held.errors).toEqual([]);
      await held.context.close();
    },
  );

  it('the phone menu button tapped before hydration opens the menu', async () => {
    const held = await openHeld(site, paths.home);
    const { page } = held;
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await held.hydrate();
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Properties' }).first().waitFor();
    expect(held.errors).toEqual([]);
    await held.context.close();
  });

  it('an inquiry typed and sent before hydration keeps its text and is checked with it', async () => {
    const held = await openHeld(site, buildingPath);
    const { page } = held;
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: 'Name', exact: true }) })
      .first();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Mohanty');
    await form.getByRole('button', { name: /Send/ }).click();
    // Not sent as plain HTML (a GET to this page with the fields in its address).
    expect(new URL(page.url()).search).toBe('');
    await held.hydrate();
    await form.getByText('Email is required').waitFor();
    expect(await form.getByText('Name is required').count()).toBe(0);
    expect(await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Asha Mohanty');
    expect(new URL(page.url()).search).toBe('');
    expect(held.errors).toEqual([]);
    await held.context.close();
  });

  // At desktop width, where the filters show without their phone button.
  it('/properties: a search typed and a city chosen before hydration both filter the list', async () => {
    const held = await openHeld(site, paths.properties, { viewport: DESKTOP });
    const { page } = held;
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.pressSequentially('Green', { delay: 20 });
    const city = page.getByRole('combobox', { name: 'City' });
    await city.selectOption('Bhubaneswar');
    await held.hydrate();
    await expect
      .poll(() => new URL(page.url()).searchParams.toString())
      .toBe('search=Green&city=Bhubaneswar');
    expect(await search.inputValue()).toBe('Green');
    expect(await city.inputValue()).toBe('Bhubaneswar');
    const titles = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect.poll(() => titles.allTextContents()).toContain(BUILDING_NAME);
    for (const title of await titles.allTextContents()) expect(title).toMatch(/green/i);
    expect(held.errors).toEqual([]);
    await held.context.close();
  });

  it("/properties' Land toggle, Compare on a card and /Projects' status filter, tapped before hydration", async () => {
    const held = await openHeld(site, paths.properties);
    const { page } = held;
    const compare = page
      .getByRole('article')
      .filter({ hasText: BUILDING_NAME })
      .getByRole('button', { name: 'Compare', exact: true });
    await compare.click();
    const land = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Land' });
    await land.click();
    await held.hydrate();
    await expect.poll(() => land.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('type')).toBe('land');
    // The building compared before the toggle showed the lands.
    await page
      .getByRole('complementary', { name: 'Listings to compare' })
      .getByRole('button', { name: `Remove ${BUILDING_NAME} from the comparison` })
      .waitFor();
    expect(held.errors).toEqual([]);
    await held.context.close();

    const projects = await openHeld(site, paths.projects);
    const completed = projects.page
      .getByRole('group', { name: 'Project status' })
      .getByRole('button', { name: 'Completed' });
    await completed.click();
    await projects.hydrate();
    await expect.poll(() => completed.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(projects.page.url()).searchParams.get('status')).toBe('Completed');
    expect(projects.errors).toEqual([]);
    await projects.context.close();
  });

  // The switcher's links work as plain HTML before hydration; the choice is kept all the same.
  it('the language switcher tapped before hydration opens the page in Odia, and English pages then offer it', async () => {
    const held = await openHeld(site, '/about', { viewport: DESKTOP });
    const { page } = held;
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ଓଡ଼ିଆ' }).click();
    await page.getByRole('heading', { level: 1, name: 'ଆମ ବିଷୟରେ' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/or/about');
    await held.hydrate();
    await page.goto(site.url('/faqs'));
    await page
      .getByRole('complementary', { name: 'ଭାଷା' })
      .getByRole('link', { name: 'ଓଡ଼ିଆରେ ପଢ଼ନ୍ତୁ' })
      .waitFor();
    expect(held.errors).toEqual([]);
    await held.context.close();
  });

  it("a language link in the header's part still loading after the app started keeps the choice", async () => {
    const held = await openHeld(site, '/about', { viewport: DESKTOP, held: '**/assets/TopBar-*.js' });
    const { page } = held;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const odia = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ଓଡ଼ିଆ' });
    expect(await takenOver(odia)).toBe(false);
    await odia.click();
    await page.getByRole('heading', { level: 1, name: 'ଆମ ବିଷୟରେ' }).waitFor();
    held.release();
    await page.goto(site.url('/faqs'));
    const offer = page.getByRole('complementary', { name: 'ଭାଷା' }).getByRole('link', { name: 'ଓଡ଼ିଆରେ ପଢ଼ନ୍ତୁ' });
    await offer.waitFor();
    // What the script knows a part taken over by: React's key on the element, there once it is.
    expect(await takenOver(offer)).toBe(true);
    expect(held.errors).toEqual([]);
    await held.context.close();
  });

  it("a button in a part of the page still loading after the app started (the footer's demo reset) waits and is done once it arrives", async () => {
    const held = await openHeld(site, paths.home, { held: '**/assets/DemoDataReset-*.js' });
    const { page } = held;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const reset = page.getByRole('contentinfo').getByRole('button', { name: 'Reset demo data' });
    await reset.scrollIntoViewIfNeeded();
    expect(await takenOver(reset)).toBe(false);
    await reset.click();
    // Visibly waiting, and said to be.
    expect(await reset.getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.getByRole('dialog', { name: 'Reset demo data' }).waitFor();
    expect(await reset.getAttribute('aria-busy')).toBeNull();
    expect(held.errors).toEqual([]);
    await held.context.close();
  });
});
