/**
 * Compare in a real browser at phone and desktop widths: buildings chosen on their cards and on a
 * record page, the tray (clear of the chat button), 'Compare now', the table with its differing
 * rows marked, the shared address opening the same comparison elsewhere, and the printed page
 * without the site's frame; axe on the comparison and on a page with the tray.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import {
  expectAccessible,
  expectNoErrors,
  gotoPage,
  openPage,
  openWithoutShareSheet,
  type OpenedPage,
  scrollThrough,
  useBrowser,
  WIDTHS,
} from './support';

const [first, second, third] = seedBuildings;
const nameOf = (building: (typeof seedBuildings)[number]) => building.generalInfo.BuildingsName;
const thirdPath = `/property/${encodeURIComponent(nameOf(third!))}/${third!._id}`;

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
const tray = (page: Page) => page.getByRole('complementary', { name: 'Listings to compare' });

async function chooseThree(opened: OpenedPage) {
  const { page } = opened;
  for (const building of [first, second]) {
    const compare = card(page, nameOf(building!)).getByRole('button', { name: 'Compare' });
    await compare.click();
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true');
  }
  await tray(page).getByText(nameOf(second!)).waitFor();
  await gotoPage(page, new URL(thirdPath, page.url()).href);
  await page.getByRole('heading', { level: 1, name: nameOf(third!) }).waitFor();
  const compare = page.getByRole('main').getByRole('button', { name: 'Compare' }).first();
  await compare.click();
  await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true');
  await tray(page).getByText(nameOf(third!)).waitFor();
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('compare', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    it(
      `chooses three buildings, compares them, shares and prints the comparison at ${viewport.width} px`,
      { timeout: 120_000 },
      async () => {
        const opened = await openWithoutShareSheet(site.browser(), '/properties', viewport);
        const { page } = opened;
        await card(page, nameOf(first!)).waitFor();
        await chooseThree(opened);

        // The tray never covers the chat button, and the page ends above it.
        const trayBox = (await tray(page).boundingBox())!;
        const chatBox = (await page.getByRole('complementary', { name: 'Chat' }).boundingBox())!;
        expect(overlaps(trayBox, chatBox)).toBe(false);
        expect(trayBox.y + trayBox.height).toBeLessThanOrEqual(viewport.height + 1);
        // Sections below the list load as they near the screen and lengthen the page, so the test
        // jumps to the end until the end holds.
        const clearOfTray = async () => {
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          );
          // The footer's last line, not its box: the box is padded at its foot to clear what is fixed.
          const lastLine = await page
            .getByRole('contentinfo')
            .getByText(/All rights reserved/)
            .boundingBox();
          const trayNow = await tray(page).boundingBox();
          return lastLine && trayNow ? lastLine.y + lastLine.height - (trayNow.y + 1) : Infinity;
        };
        await expect.poll(clearOfTray).toBeLessThanOrEqual(0);

        await tray(page).getByRole('link', { name: 'Compare now' }).click();
        await page.waitForURL(/\/compare\?ids=/);
        const table = page.getByRole('table');
        await table.waitFor();
        const ids = new URL(page.url()).searchParams.get('ids');
        expect(ids).toBe([first, second, third].map((b) => `b-${b!._id}`).join(','));
        for (const building of [first, second, third])
          await table.getByRole('link', { name: nameOf(building!) }).waitFor();
        // RERA, BDA, BMC: the approval row is marked, in words too.
        const approval = table.getByRole('rowheader', { name: /^Approval/ });
        expect(await approval.textContent()).toContain('Differs');
        expect(await table.getByRole('rowheader', { name: /^City/ }).textContent()).not.toContain('Differs');
        // No tray on the comparison itself.
        expect(await tray(page).count()).toBe(0);

        if (viewport.width < 600) {
          // The table scrolls sideways under its sticky first column.
          const region = page.getByRole('region', { name: /side by side/ });
          expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
          expect(await approval.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
          const before = (await approval.boundingBox())!.x;
          await region.evaluate((el) => el.scrollBy({ left: 200 }));
          // Sticky: it stays at the region's edge (within its border) instead of moving 200 px away.
          await expect
            .poll(async () => Math.abs((await approval.boundingBox())!.x - before))
            .toBeLessThanOrEqual(4);
        }

        await page.getByRole('button', { name: 'Show only differences' }).click();
        expect(await table.getByRole('rowheader', { name: /^City/ }).count()).toBe(0);
        await page.getByRole('button', { name: 'Show only differences' }).click();

        await page.getByRole('button', { name: 'Share comparison' }).click();
        await page.getByRole('menuitem', { name: 'Copy link' }).click();
        await page.getByRole('menuitem', { name: 'Link copied' }).waitFor();
        const shared = await page.evaluate(() => navigator.clipboard.readText());
        expect(shared).toBe(page.url());
        await page.keyboard.press('Escape');

        // Another phone: nothing kept there, the same comparison from the address alone.
        const other = await openPage(site.browser(), shared, { viewport });
        const otherTable = other.page.getByRole('table');
        await otherTable.waitFor();
        for (const building of [first, second, third])
          await otherTable.getByRole('link', { name: nameOf(building!) }).waitFor();
        expectNoErrors(other);
        await other.close();

        // Printed: the table alone, without the site's header, footer, tray and chat button.
        await page.emulateMedia({ media: 'print' });
        expect(await page.getByRole('banner').isVisible()).toBe(false);
        expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
        expect(await page.locator('aside').filter({ visible: true }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
        expect(await table.isVisible()).toBe(true);
        const printed = (await table.boundingBox())!;
        // Fits the page's width: nothing cut off at the right.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          Math.ceil(printed.x + printed.width + 100),
        );
        await page.emulateMedia({ media: 'screen' });
        expectNoErrors(opened);
        await opened.close();
      },
    );

    it(
      `the comparison and a page with the tray pass axe at ${viewport.width} px`,
      { timeout: 90_000 },
      async () => {
        const storage = {
          compare: JSON.stringify([first, second, third].map((b) => ({ kind: 'building', id: b!._id }))),
        };
        const opened = await openPage(site.browser(), '/properties', { viewport, storage });
        const { page } = opened;
        await tray(page).getByRole('link', { name: 'Compare now' }).waitFor();
        await card(page, nameOf(first!)).waitFor();
        await scrollThrough(page);
        await expectAccessible(page);

        await tray(page).getByRole('link', { name: 'Compare now' }).click();
        await page.getByRole('table').waitFor();
        await scrollThrough(page);
        await expectAccessible(page);
        // The print button asks the browser to print.
        await page.evaluate(() => {
          window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
        });
        await page.getByRole('button', { name: 'Print' }).click();
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-printed'))).toBe('yes');
        expectNoErrors(opened);
        await opened.close();
      },
    );
  }
});
