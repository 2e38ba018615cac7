/**
 * Sharing a listing, the chat button's message about it, the area map with directions, 'Similar
 * Properties', and links to one job opening, in a real browser at phone and desktop widths, with
 * axe on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import {
  listedBuilding as building,
  BUILDING_NAME,
  buildingPath,
  listedLand as land,
  LAND_NAME,
  landOfItsOwnType,
  landPath,
} from '../test-utils/listingPages';
import {
  DESKTOP,
  expectAccessible,
  expectNoErrors,
  gotoPage,
  openPage,
  openWithoutShareSheet,
  PHONE,
  scrollThrough,
  useBrowser,
  WIDTHS,
} from './support';

const COMPANY = 'Kalinga Habitats';

/** Up to four others of the same type, those in the same city first (what the page should offer). */
function expectedSimilar<Item>(
  current: Item,
  all: readonly Item[],
  traits: (item: Item) => { id: string; type: string; city: string; name: string },
): string[] {
  const mine = traits(current);
  const sameType = all.map(traits).filter((other) => other.id !== mine.id && other.type === mine.type);
  return [
    ...sameType.filter((other) => other.city === mine.city),
    ...sameType.filter((other) => other.city !== mine.city),
  ]
    .slice(0, 4)
    .map((other) => other.name);
}
const buildingTraits = (b: (typeof seedBuildings)[number]) => ({
  id: b._id,
  type: b.generalInfo.BuildingsType,
  city: b.locationDetails.city,
  name: b.generalInfo.BuildingsName,
});
const landTraits = (l: (typeof seedLands)[number]) => ({
  id: l._id,
  type: l.generalInfo.propertyType,
  city: l.locationDetails.city,
  name: l.generalInfo.propertyName,
});

const similarTitles = (page: Page) =>
  page.getByRole('region', { name: 'Similar Properties' }).getByRole('article').getByRole('heading');

describe('sharing, the chat message, maps, similar listings and job links', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    it(`Share on a building at ${viewport.width} px: WhatsApp, Copy link, Email; Escape and a click outside close it`, async () => {
      const opened = await openWithoutShareSheet(site.browser(), buildingPath, viewport);
      const { page } = opened;
      await page.getByRole('heading', { level: 1, name: BUILDING_NAME }).waitFor();
      const share = page.getByRole('button', { name: 'Share' });
      expect(await share.getAttribute('aria-haspopup')).toBe('menu');
      expect(await share.getAttribute('aria-expanded')).toBe('false');

      await share.click();
      const menu = page.getByRole('menu', { name: `Share ${BUILDING_NAME}` });
      await menu.waitFor();
      expect(await share.getAttribute('aria-expanded')).toBe('true');
      // The menu fits on the screen.
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page);

      const here = page.url();
      const whatsapp = new URL(
        (await menu.getByRole('menuitem', { name: /^WhatsApp/ }).getAttribute('href'))!,
      );
      expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
      expect(whatsapp.searchParams.get('text')).toBe(`${BUILDING_NAME} ${here}`);
      const email = (await menu.getByRole('menuitem', { name: 'Email' }).getAttribute('href'))!;
      const mail = new URLSearchParams(email.slice('mailto:?'.length));
      expect(mail.get('subject')).toBe(BUILDING_NAME);
      expect(mail.get('body')).toContain(here);

      await menu.getByRole('menuitem', { name: 'Copy link' }).click();
      await menu.getByRole('menuitem', { name: 'Link copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(here);

      // Keyboard: arrows move, Escape closes and gives focus back to Share.
      await page.keyboard.press('ArrowDown');
      expect(
        await menu.getByRole('menuitem', { name: 'Email' }).evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await share.evaluate((el) => el === document.activeElement)).toBe(true);

      // A click outside closes it too.
      await page.keyboard.press('Enter');
      await menu.waitFor();
      await page.getByRole('heading', { level: 1, name: BUILDING_NAME }).click();
      await menu.waitFor({ state: 'detached' });
      expectNoErrors(opened);
      await opened.close();
    });
  }

  it("the chat button's message names the building and carries its link", async () => {
    const opened = await openPage(site.browser(), buildingPath, { viewport: PHONE });
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: BUILDING_NAME }).waitFor();
    const chat = page.getByRole('link', {
      name: `Chat with ${COMPANY} about ${BUILDING_NAME} (opens in a new tab)`,
    });
    await chat.waitFor();
    const text = new URL((await chat.getAttribute('href'))!).searchParams.get('text');
    expect(text).toBe(`Hello ${COMPANY}, I am interested in ${BUILDING_NAME}: ${page.url()}`);

    // Elsewhere the chat is the plain one again.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Properties' })
      .click();
    await page.getByRole('heading', { name: 'Buildings List' }).waitFor();
    await page.getByRole('link', { name: `Chat with ${COMPANY} (opens in a new tab)` }).waitFor();
    expectNoErrors(opened);
    await opened.close();
  });

  for (const viewport of WIDTHS) {
    it(`the Locations tab creates the area's map when shown, with Get directions, at ${viewport.width} px`, async () => {
      const opened = await openPage(site.browser(), buildingPath, { viewport });
      const { page } = opened;
      await page.getByRole('heading', { level: 1, name: BUILDING_NAME }).waitFor();
      const map = page.locator(`iframe[title="Map of the area around ${BUILDING_NAME}"]`);
      expect(await map.count()).toBe(0);

      await page.getByRole('tab', { name: 'Locations' }).click();
      const panel = page.getByRole('tabpanel');
      await panel.scrollIntoViewIfNeeded();
      await map.waitFor({ state: 'attached' });
      const src = new URL((await map.getAttribute('src'))!);
      expect(`${src.origin}${src.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
      expect(await panel.getByText('Approximate location: Patia').isVisible()).toBe(true);
      const directions = panel.getByRole('link', { name: /Get directions/ });
      const destination = new URL((await directions.getAttribute('href'))!).searchParams.get('destination');
      expect(destination).toContain(building.locationDetails.address);
      expect(await directions.getAttribute('target')).toBe('_blank');
      expect(await directions.getAttribute('rel')).toContain('noopener');
      await scrollThrough(page, 'bottom');
      await expectAccessible(page);
      expectNoErrors(opened);
      await opened.close();
    });
  }

  it('a building offers four similar buildings, the same city first, at the foot of its page', async () => {
    const opened = await openPage(site.browser(), buildingPath, { viewport: DESKTOP });
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: BUILDING_NAME }).waitFor();
    await scrollThrough(page, 'bottom');
    const expected = expectedSimilar(building, seedBuildings, buildingTraits);
    expect(expected).toHaveLength(4);
    await expect.poll(() => similarTitles(page).allTextContents()).toEqual(expected);
    expect(expected).not.toContain(BUILDING_NAME);
    expectNoErrors(opened);
    await opened.close();
  });

  for (const viewport of WIDTHS) {
    it(`a land at ${viewport.width} px: Share, its map as it nears, similar lands, and axe`, async () => {
      const opened = await openWithoutShareSheet(site.browser(), landPath, viewport);
      const { page } = opened;
      await page.getByRole('heading', { level: 1, name: LAND_NAME }).waitFor();
      await page
        .getByRole('link', { name: `Chat with ${COMPANY} about ${LAND_NAME} (opens in a new tab)` })
        .waitFor();
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('menu', { name: `Share ${LAND_NAME}` }).waitFor();
      await page.keyboard.press('Escape');

      const map = page.locator(`iframe[title="Map of the area around ${LAND_NAME}"]`);
      expect(await map.count()).toBe(0);
      await scrollThrough(page, 'bottom');
      await map.waitFor({ state: 'attached' });
      expect(await page.getByText('Approximate location: Janla').isVisible()).toBe(true);
      await expect
        .poll(() => similarTitles(page).allTextContents())
        .toEqual(expectedSimilar(land, seedLands, landTraits));
      await expectAccessible(page);
      expectNoErrors(opened);
      await opened.close();
    });
  }

  it('a land whose type no other land has shows no Similar Properties', async () => {
    const opened = await openPage(site.browser(), `/property/land-details/${landOfItsOwnType._id}`, {
      viewport: DESKTOP,
    });
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: landOfItsOwnType.generalInfo.propertyName }).waitFor();
    await scrollThrough(page, 'bottom');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Similar Properties' }).count()).toBe(0);
    expectNoErrors(opened);
    await opened.close();
  });

  for (const viewport of WIDTHS) {
    it(`/career?role= opens that position's dialog; closing it drops the role; Copy link copies one, at ${viewport.width} px`, async () => {
      const opened = await openWithoutShareSheet(site.browser(), '/career?role=telecaller', viewport);
      const { page } = opened;
      const dialog = page.getByRole('dialog', { name: 'Telecaller' });
      await dialog.waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).pathname).toBe('/career');

      // Named by what it reads ('Copy link', then 'Link copied') and the role it is for.
      const copy = page.getByRole('button', {
        name: /^(Copy link|Link copied|Copy failed) for Marketing Manager$/,
      });
      expect(await copy.textContent()).toContain('Copy link');
      await copy.click();
      await expect.poll(() => copy.textContent()).toContain('Link copied');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(link).searchParams.get('role')).toBe('Marketing Manager');
      await expectAccessible(page);

      await gotoPage(page, link);
      await page.getByRole('dialog', { name: 'Marketing Manager' }).waitFor();
      expectNoErrors(opened);
      await opened.close();
    });
  }
});
