/**
 * Filters and sort on /properties in a real browser: a buyer narrows the buildings by city and
 * sorts them by name, reloads and keeps both; switches to lands, sets a max price, reads the
 * count, finds the sold lands last with their badge and clears everything. On a phone the
 * filters fold behind a 'Filters' button. axe on the filtered lists at phone and desktop widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import {
  DESKTOP,
  expectAccessible,
  expectNoErrors,
  gotoPage,
  itPassesAxeAtEachWidth,
  openPage,
  PHONE,
  useBrowser,
} from './support';

type SeedLand = (typeof seedLands)[number];

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const isSold = (land: SeedLand) => land.generalInfo.currentStatus === 'sold';
const landNames = (keep: (land: SeedLand) => boolean) =>
  seedLands.filter(keep).map((land) => land.generalInfo.propertyName);

describe('filters and sort on /properties', () => {
  const site = useBrowser();

  it('a buyer filters buildings by city and sorts them, reloads and keeps both', async () => {
    const opened = await openPage(site.browser(), '/properties', { viewport: DESKTOP });
    const { page } = opened;
    await page.getByRole('heading', { name: 'Buildings List' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(seedBuildings.length);

    await page.getByLabel('City', { exact: true }).selectOption('Cuttack');
    // One change at a time, as a person makes them: each is applied before the next.
    await expect.poll(() => query(page)).toEqual({ city: 'Cuttack' });
    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
    const expected = seedBuildings
      .filter((building) => building.locationDetails.city === 'Cuttack')
      .map((building) => building.generalInfo.BuildingsName)
      .sort(byName);
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => cardNames(page)).toEqual(expected);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'properties' }).innerText())
      .toBe(`${expected.length} of ${seedBuildings.length} properties`);
    expect(query(page)).toEqual({ city: 'Cuttack', sort: 'name' });

    // A reload (and so a shared link) keeps the filter and the sort.
    await gotoPage(page, page.url());
    await expect.poll(() => cardNames(page)).toEqual(expected);
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Cuttack');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');
    expectNoErrors(opened);
    await opened.close();
  });

  it("switches to lands, sets a max price, sees the count, sold lands last with 'Sold', then Clear all", async () => {
    const opened = await openPage(site.browser(), '/properties?city=Cuttack&sort=name', {
      viewport: DESKTOP,
    });
    const { page } = opened;
    await page.getByRole('article').first().waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Land' }).click();
    await page.getByRole('heading', { name: 'Lands List' }).waitFor();
    // The city stays with the toggle; the buildings' sort does not.
    await expect.poll(() => query(page)).toEqual({ type: 'land', city: 'Cuttack' });
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'All' });
    await expect.poll(() => page.getByRole('article').count()).toBe(seedLands.length);

    await page.getByLabel('Max price').fill('9000000');
    const within = (land: SeedLand) => land.financialInfo.sellingPrice <= 9_000_000;
    const expected = [
      ...landNames((land) => within(land) && !isSold(land)),
      ...landNames((land) => within(land) && isSold(land)),
    ];
    const sold = landNames((land) => within(land) && isSold(land)).length;
    expect(sold).toBeGreaterThan(0);
    await expect.poll(() => cardNames(page)).toEqual(expected);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'properties' }).innerText())
      .toBe(`${expected.length} of ${seedLands.length} properties`);
    expect(query(page)).toEqual({ type: 'land', maxPrice: '9000000' });

    const cards = page.getByRole('article');
    for (let index = 0; index < expected.length; index += 1) {
      const badge = cards.nth(index).getByText('Sold', { exact: true });
      expect(await badge.count()).toBe(index >= expected.length - sold ? 1 : 0);
    }

    // Clear all, from the keyboard: every filter goes, the toggle stays, the focus too.
    const clear = page.getByRole('button', { name: 'Clear all' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('article').count()).toBe(seedLands.length);
    expect(await page.getByLabel('Max price').inputValue()).toBe('');
    expect(query(page)).toEqual({ type: 'land' });
    expect(await clear.getAttribute('aria-disabled')).toBe('true');
    expect(await clear.evaluate((element) => element === document.activeElement)).toBe(true);
    expectNoErrors(opened);
    await opened.close();
  });

  it("on a phone the filters fold behind 'Filters', which counts the ones set", async () => {
    const opened = await openPage(site.browser(), '/properties?type=land', { viewport: PHONE });
    const { page } = opened;
    await page.getByRole('article').first().waitFor({ timeout: 10_000 });
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Status').isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Status').selectOption({ label: 'Sold' });
    await expect.poll(() => cardNames(page)).toEqual(landNames(isSold));
    await expect.poll(() => toggle.innerText()).toContain('1');
    expect(await page.getByRole('button', { name: 'Filters 1 active' }).count()).toBe(1);
    await expectAccessible(page);
    expectNoErrors(opened);
    await opened.close();
  });

  const filtersShown = (page: Page) =>
    page.getByRole('button', { name: 'Clear all' }).waitFor({ timeout: 10_000 });
  itPassesAxeAtEachWidth(
    site,
    [
      ['filtered buildings', '/properties?city=Bhubaneswar&status=pre-lunch&sort=name', filtersShown],
      ['filtered lands', '/properties?type=land&maxPrice=9000000&sort=price-desc', filtersShown],
      ['an empty result', '/properties?city=Puri&unitType=Villa', filtersShown],
    ],
    { scroll: false },
  );
});
