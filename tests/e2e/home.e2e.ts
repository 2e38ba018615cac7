import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { SPLASH_MS } from '@/config/constants';
import {
  countRequests,
  expectAccessible,
  expectNoErrors,
  gotoPage,
  openPage,
  PHONE,
  stylesheetsOf,
  useBrowser,
  WIDTHS,
} from './support';

// The splash image's settle: over in the first moments of the app's start, as every frame it runs
// is one the phone composes on the processors the app starts on.
const SPLASH_MOTION_AT_MOST_MS = 600;

describe('the site opens', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    it(`shows the company's home page at ${viewport.width} px`, async () => {
      const opened = await openPage(site.browser(), '/', { viewport });
      await expect.poll(() => opened.page.title()).toContain(company.name);
      await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await opened.page.getByText(company.name).first().isVisible()).toBe(true);
      await expectAccessible(opened.page);
      // Scroll animations start 100 px aside (aos fade-left): the page must not scroll sideways,
      // which on a phone zooms the whole page out.
      await opened.page.locator('.aos-init').first().waitFor({ state: 'attached' });
      const widths = await opened.page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
      // Sections below the first screen read once the visitor nears them; until then nothing
      // animates without end (a placeholder's pulse there would cost the phone every frame).
      await expect
        .poll(() =>
          opened.page.evaluate(() =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().iterations === Infinity,
              )
              .map((animation) => (animation as CSSAnimation).animationName ?? 'script'),
          ),
        )
        .toEqual([]);
      expectNoErrors(opened);
      await opened.close();
    });
  }
});

describe('after the first paint, on a phone', () => {
  const site = useBrowser();

  it('the home page reads no list until the visitor nears its section', async () => {
    const opened = await openPage(site.browser(), '/about', { viewport: PHONE });
    const { page } = opened;
    const reads = [
      '/real-estate/buildings/get-all-buildings',
      '/real-estate/lands/get-all-lands',
      '/real-estate/blogs/get-all-blogs',
      '/real-estate/project/get_all_project',
    ].map((path) => countRequests(page, path));
    await gotoPage(page, site.url('/'));
    // The sections below the first screen have been taken over (their scroll animations set up),
    // and whatever the page asked for has answered.
    await page.locator('.aos-init').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(reads.map((count) => count())).toEqual([0, 0, 0, 0]);

    const buildings = page.getByRole('region', { name: 'Our Buildings' });
    await buildings.scrollIntoViewIfNeeded();
    await buildings.getByRole('article').first().waitFor();
    expect(reads[0]!()).toBeGreaterThan(0);
    expectNoErrors(opened);
    await opened.close();
  });

  // A stylesheet that arrives later and sets custom properties on :root (react-toastify's does)
  // makes the browser restyle every element of the page: one long task on a phone.
  it('the toasts, loaded later, bring no stylesheet: theirs came with the page', async () => {
    const opened = await openPage(site.browser(), '/career', { viewport: PHONE });
    const { page } = opened;
    await page.getByRole('region', { name: /^Notifications/ }).waitFor({ state: 'attached' });
    const { named, later } = await stylesheetsOf(page, site.url('/career'));
    expect(named.length).toBeGreaterThan(0);
    expect(later.map(({ href }) => href)).toEqual([]);
    expectNoErrors(opened);
    await opened.close();
  });
});

describe('the start-up splash', () => {
  const site = useBrowser();

  it('covers the first visit for 2 seconds with an image that settles briefly, and is skipped on a reload', async () => {
    const opened = await openPage(site.browser(), '/', { viewport: PHONE, splash: true });
    const { page } = opened;
    const splash = page.locator('#splash');
    // Read from the layout, not Playwright's box: on a slow run the splash may have ended by now.
    const box = await page.evaluate(() => {
      const { x, y, width, height } = document.getElementById('splash')!.getBoundingClientRect();
      return { x, y, width, height };
    });
    expect(box).toEqual({ x: 0, y: 0, ...PHONE });
    const motion = await page.evaluate(() =>
      (document.querySelector('#splash img')?.getAnimations() ?? []).map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        endTime: Number(animation.effect?.getComputedTiming().endTime),
      })),
    );
    expect(motion).toHaveLength(1);
    expect(motion[0]?.name).toBe('splash-settle');
    expect(motion[0]?.endTime).toBeGreaterThan(0);
    expect(motion[0]?.endTime).toBeLessThanOrEqual(SPLASH_MOTION_AT_MOST_MS);

    const endedAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const element = document.getElementById('splash');
          const check = () =>
            element?.classList.contains('splash-done') ? resolve(performance.now()) : setTimeout(check, 20);
          check();
        }),
    );
    expect(endedAt).toBeGreaterThanOrEqual(SPLASH_MS);
    await expect.poll(() => splash.isVisible()).toBe(false);

    await page.reload();
    expect(
      await page.evaluate(() => document.getElementById('splash')?.classList.contains('splash-done')),
    ).toBe(true);
    expect(await splash.isVisible()).toBe(false);
    expectNoErrors(opened);
    await opened.close();
  });
});

describe('a long page on a phone', () => {
  const site = useBrowser();

  it('lays out the footer only as the visitor nears it, and prints it', async () => {
    const opened = await openPage(site.browser(), '/properties', { viewport: PHONE });
    const { page } = opened;
    await page.getByRole('main').getByRole('article').first().waitFor();
    // False while the browser skips laying out and painting what holds it (content-visibility: auto).
    const footerContent = page.getByRole('contentinfo').locator(':scope > *').first();
    const rendered = () =>
      footerContent.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);

    // Printed from where the visitor is, the page has its footer.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(rendered).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(rendered).toBe(false);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    expect(await page.getByRole('contentinfo').getByRole('link').first().isVisible()).toBe(true);
    expectNoErrors(opened);
    await opened.close();
  });
});
