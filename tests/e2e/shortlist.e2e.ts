/**
 * The shortlist in a real browser at phone and desktop widths: a buyer keeps listings from cards
 * and a record page, sees the header's count, opens /shortlist, removes one, asks about the rest
 * in one inquiry and opens the shared address on another phone (a fresh context); axe on
 * /shortlist; the header's link keeps its size when the count shows.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { seedProjects } from '@/mocks/seed/projects';
import { BUILDING_NAME, LAND_NAME, landPath, listedBuilding, listedLand } from '../test-utils/listingPages';
import {
  expectAccessible,
  expectNoErrors,
  gotoPage,
  openPage,
  scrollThrough,
  useBrowser,
  WIDTHS,
} from './support';

const project = seedProjects[0]!;
const SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';

function recordEmails(page: Page): { template_params: Record<string, string> }[] {
  const sent: { template_params: Record<string, string> }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === DEMO_EMAIL_URL) {
      sent.push(request.postDataJSON() as { template_params: Record<string, string> });
    }
  });
  return sent;
}

const headerLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Shortlist/ });

describe('the shortlist', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    it(
      `a buyer keeps listings, removes one, asks about the rest and shares them at ${viewport.width} px`,
      { timeout: 120_000 },
      async () => {
        const opened = await openPage(site.browser(), paths.properties, { viewport });
        const { page } = opened;
        const emails = recordEmails(page);

        // From a building card on /properties.
        const card = page.getByRole('article').filter({ hasText: BUILDING_NAME });
        const toggle = card.getByRole('button', { name: 'Shortlist', exact: true });
        expect(await toggle.getAttribute('aria-pressed')).toBe('false');
        const box = (await toggle.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(24);
        await toggle.click();
        expect(await toggle.getAttribute('aria-pressed')).toBe('true');
        await page.getByRole('link', { name: /^Shortlist, 1 listing/ }).waitFor();
        expect(await headerLink(page).isVisible()).toBe(true);

        // From a project card on /Projects and a land's own page.
        await gotoPage(page, new URL(paths.projects, page.url()).href);
        await page
          .getByRole('article')
          .filter({ hasText: project.projectName })
          .getByRole('button', { name: 'Shortlist', exact: true })
          .click();
        await gotoPage(page, new URL(landPath, page.url()).href);
        const pageHeader = page
          .locator('main header')
          .filter({ has: page.getByRole('heading', { level: 1 }) });
        await pageHeader.getByRole('button', { name: 'Shortlist', exact: true }).click();
        expect(
          await pageHeader
            .getByRole('button', { name: 'Shortlist', exact: true })
            .getAttribute('aria-pressed'),
        ).toBe('true');
        await page.getByRole('link', { name: /^Shortlist, 3 listings/ }).waitFor();

        // /shortlist from the header: newest first.
        await headerLink(page).click();
        await page.getByRole('heading', { level: 1, name: 'Your Shortlist' }).waitFor();
        const titles = page
          .getByRole('region', { name: 'Kept listings' })
          .getByRole('article')
          .getByRole('heading');
        await expect
          .poll(() => titles.allTextContents())
          .toEqual([LAND_NAME, project.projectName, BUILDING_NAME]);
        await scrollThrough(page);
        await expectAccessible(page);

        await page.getByRole('button', { name: `Remove ${project.projectName} from your shortlist` }).click();
        await expect.poll(() => titles.allTextContents()).toEqual([LAND_NAME, BUILDING_NAME]);
        await page.getByRole('link', { name: /^Shortlist, 2 listings/ }).waitFor();

        // One inquiry naming both.
        await page.getByRole('button', { name: 'Ask about these' }).click();
        const form = page.getByRole('form', { name: 'Ask About These Listings' });
        await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Mohanty');
        await form.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
        await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9437012345');
        await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Can we see both on Sunday?');
        await expectAccessible(page);
        await form.getByRole('button', { name: 'Send Inquiry' }).click();
        await page.getByText(SUCCESS).waitFor();
        expect(emails).toHaveLength(1);
        const { message, property, page_url: from } = emails[0]!.template_params;
        expect(property).toBe('Shortlist: 2 listings');
        expect(message).toContain(`1. ${LAND_NAME}`);
        expect(message).toContain(`2. ${BUILDING_NAME}`);
        expect(message).toContain(new URL(landPath, page.url()).href);
        expect(message).toContain(
          new URL(paths.building(BUILDING_NAME, listedBuilding._id), page.url()).href,
        );

        // The shared address: the same list on another phone, kept there only when asked.
        await page.getByRole('button', { name: 'Share shortlist' }).click();
        const address = await page.getByLabel('Address of this shortlist').inputValue();
        expect(address).toBe(
          new URL(`/shortlist?ids=l-${listedLand._id},b-${listedBuilding._id}`, page.url()).href,
        );
        expect(from).toBe(address);
        const whatsapp = new URL((await page.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href'))!);
        expect(whatsapp.searchParams.get('text')).toContain(`1. ${LAND_NAME}`);
        expect(whatsapp.searchParams.get('text')!.endsWith(address)).toBe(true);
        expectNoErrors(opened);

        const other = await openPage(site.browser(), new URL(address).pathname + new URL(address).search, {
          viewport,
        });
        const sharedPage = other.page;
        await sharedPage.getByRole('heading', { level: 1, name: 'Shared Shortlist' }).waitFor();
        const shared = sharedPage
          .getByRole('region', { name: 'Shared listings' })
          .getByRole('article')
          .getByRole('heading');
        await expect.poll(() => shared.allTextContents()).toEqual([LAND_NAME, BUILDING_NAME]);
        await scrollThrough(sharedPage);
        await expectAccessible(sharedPage);
        expect(await sharedPage.evaluate(() => localStorage.getItem('shortlist'))).toBeNull();
        await sharedPage.getByRole('button', { name: 'Save to my shortlist' }).click();
        await sharedPage.getByText('Saved: 2 listings added to your shortlist.').waitFor();
        await sharedPage.getByRole('link', { name: /^Shortlist, 2 listings/ }).waitFor();
        expectNoErrors(other);
        await other.close();
        await opened.close();
      },
    );
  }

  it('the header link keeps its size when the count shows (no shift after hydration)', async () => {
    const empty = await openPage(site.browser(), paths.home);
    const withList = await openPage(site.browser(), paths.home, {
      storage: {
        shortlist: JSON.stringify([
          { kind: 'building', id: listedBuilding._id },
          { kind: 'land', id: listedLand._id },
        ]),
      },
    });
    await withList.page.getByRole('link', { name: /^Shortlist, 2 listings/ }).waitFor();
    const size = async (page: Page) => {
      const box = (await headerLink(page).boundingBox())!;
      return [box.x, box.width, box.height];
    };
    expect(await size(withList.page)).toEqual(await size(empty.page));
    expectNoErrors(empty);
    expectNoErrors(withList);
    await empty.close();
    await withList.close();
  });
});
