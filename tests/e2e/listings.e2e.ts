/**
 * The back office for listings in a real browser: an administrator adds a building with two
 * uploaded images and two units, finds it with the district filter, renames it and deletes it;
 * then the same for a land. Every screen of the listings back office passes axe at phone and
 * desktop widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import {
  countRequests,
  expectAccessible,
  expectNoErrors,
  goToScreen,
  PHONE,
  PNG_RED,
  PNG_TEAL,
  signedIn,
  useBrowser,
  WIDTHS,
} from './support';

const IMAGES = [
  { name: 'front.png', mimeType: 'image/png', buffer: PNG_RED },
  { name: 'garden.png', mimeType: 'image/png', buffer: PNG_TEAL },
];

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

describe('back office: buildings and lands', () => {
  const site = useBrowser();

  it(
    'adds a building with two images and two units, finds it by district, renames it and deletes it',
    { timeout: 120_000 },
    async () => {
      const opened = await signedIn(site);
      const { page } = opened;
      const city = 'Chandikhol';

      await goToScreen(page, '/create-new-building', 'Add Buildings');
      await page.getByLabel('Building Name').fill('Mahanadi Heights');
      await page.getByLabel('Building Type').selectOption('residential');
      await page.getByLabel('Current Status').selectOption('pre-lunch');
      await page.getByLabel('Address').fill('NH16, Chandikhol Square');
      await page.getByLabel('City').fill(city);
      await page.getByLabel('State').fill('Odisha');
      await page.getByLabel('Zip Code').fill('755044');
      await page.getByLabel('Country').fill('India');
      await page.getByLabel('Unit Type').selectOption('Duplex');
      await page.getByLabel('Bedrooms').fill('3');
      await page.getByRole('button', { name: 'Add unit' }).click();
      await page.getByLabel('Unit Type').nth(1).selectOption('Triplex');
      await page.getByLabel('Bedrooms').nth(1).fill('4');
      await page.getByLabel('Building Images').setInputFiles(IMAGES);
      await page.getByRole('img', { name: 'Building Images 2' }).waitFor();
      await page.getByLabel('Selling Price').fill('5400000');
      await page.getByRole('button', { name: 'Add Building' }).click();
      await toast(page, 'Building added successfully').waitFor();
      await page.waitForURL('**/buildings');

      await page.getByLabel('Search by district').fill('chandi');
      await page.getByText('1 building', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Edit Mahanadi Heights' }).click();
      await page.waitForURL('**/update-building/**');
      await page.getByRole('heading', { name: 'Update Form', level: 1 }).waitFor();
      expect(await page.getByLabel('Unit Type').nth(1).inputValue()).toBe('Triplex');
      expect(await page.getByRole('img', { name: /Building Images/ }).count()).toBe(2);
      await page.getByLabel('Building Name').fill('Mahanadi Heights Phase 2');
      await page.getByRole('button', { name: 'Update Building' }).click();
      await toast(page, 'Building Data Updated Successfully').waitFor();
      // Back on the list with the district filter still set.
      await page.waitForURL('**/buildings?q=chandi');
      await page.getByRole('link', { name: 'Edit Mahanadi Heights Phase 2' }).waitFor();

      await page.getByRole('button', { name: 'Delete Mahanadi Heights Phase 2' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await toast(page, 'Building deleted successfully').waitFor();
      await page.getByText('No data found.').waitFor();
      expectNoErrors(opened);
      await opened.close();
    },
  );

  it('on a phone, Back and Forward between page 2 of a list and an edit page keep the page and the place', async () => {
    const opened = await signedIn(site, PHONE, { clock: true });
    const { page } = opened;
    const scrollY = () => page.evaluate(() => window.scrollY);
    // The place within two pixels: on a busy machine the list's foot can settle a pixel or two
    // after the place is kept, which no one sees (it was 1,110 for 1,112 once).
    const offThePlace = async () => Math.abs((await scrollY()) - scrolled);
    const backToList = async () => {
      await page.goBack();
      await page.waitForURL('**/buildings?page=2');
      await page.getByText(/^Page 2 of \d+$/).waitFor();
    };
    const editPage = () => page.getByRole('heading', { name: 'Update Form', level: 1 }).waitFor();
    await goToScreen(page, '/buildings?page=2', 'List Of Buildings');
    const edit = page.getByRole('link', { name: /^Edit / }).last();
    await edit.scrollIntoViewIfNeeded();
    const scrolled = await scrollY();
    expect(scrolled).toBeGreaterThan(500);
    await edit.click();
    await editPage();
    await expect.poll(scrollY).toBeLessThan(100);

    await backToList();
    await expect.poll(offThePlace).toBeLessThanOrEqual(2);
    await page.goForward();
    await editPage();
    await backToList();
    await expect.poll(offThePlace).toBeLessThanOrEqual(2);

    // Minutes on the form: the cache lets the unused list go, so Back asks the backend for it again.
    await page.goForward();
    await editPage();
    await page.clock.fastForward('10:00');
    const listReads = countRequests(page, '/real-estate/buildings/get-all-buildings');
    await backToList();
    expect(listReads()).toBe(1);
    await expect.poll(offThePlace).toBeLessThanOrEqual(2);
    expectNoErrors(opened);
    await opened.close();
  });

  it('on a phone, Back after reloading the edit page returns to page 2 of the list and the place', async () => {
    const opened = await signedIn(site, PHONE);
    const { page } = opened;
    const scrollY = () => page.evaluate(() => window.scrollY);
    await goToScreen(page, '/buildings?page=2', 'List Of Buildings');
    const edit = page.getByRole('link', { name: /^Edit / }).last();
    await edit.scrollIntoViewIfNeeded();
    const scrolled = await scrollY();
    expect(scrolled).toBeGreaterThan(500);
    await edit.click();
    await page.getByRole('heading', { name: 'Update Form', level: 1 }).waitFor();
    // A page loaded anew has no cache: Back loads the list's page too, and reads the list again.
    await page.reload();
    await page.getByRole('heading', { name: 'Update Form', level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL('**/buildings?page=2');
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await expect.poll(scrollY).toBe(scrolled);
    expectNoErrors(opened);
    await opened.close();
  });

  it('adds a land with two images, finds it, renames it and deletes it', { timeout: 120_000 }, async () => {
    const opened = await signedIn(site);
    const { page } = opened;

    await goToScreen(page, '/create-new-land', 'Add Lands');
    await page.getByLabel('Property Name').fill('Banki Riverside Plot');
    await page.getByLabel('Property Type').selectOption('residential');
    await page.getByLabel('Current Status').selectOption('available');
    await page.getByLabel('Address').fill('Banki Road');
    await page.getByLabel(/^City/).fill('Banki');
    await page.getByLabel('State').fill('Odisha');
    await page.getByLabel('Zip Code').fill('754008');
    await page.getByLabel('Country').fill('India');
    await page.getByLabel('Total Area (acres)').fill('2');
    await page.getByLabel('Terrain Type').selectOption('flat');
    await page.getByLabel('Soil Type').fill('Alluvial');
    await page.getByLabel('Road Access').selectOption('paved');
    await page.getByLabel('Selling Price').fill('3600000');
    await page.getByLabel('Water Access').selectOption('well');
    await page.getByLabel('Sewage System').selectOption('septic');
    await page.getByLabel('Electricity Access').selectOption('yes');
    await page.getByLabel('Land Images').setInputFiles(IMAGES);
    await page.getByRole('img', { name: 'Land Images 2' }).waitFor();
    await page.getByRole('button', { name: 'Add Land' }).click();
    await toast(page, 'Land added successfully').waitFor();
    await page.waitForURL('**/lands');

    // Nine seeded lands: the new one is the tenth, on page 2 of 2.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByRole('link', { name: 'Edit Banki Riverside Plot' }).click();
    await page.waitForURL('**/edit-land-details/**');
    await page.getByRole('heading', { name: 'Edit Land', level: 1 }).waitFor();
    expect(await page.getByLabel('Total Area (sq ft)').inputValue()).toBe('87120');
    await page.getByLabel('Property Name').fill('Banki Riverside Acres');
    await page.getByRole('button', { name: 'Update Land' }).click();
    await toast(page, 'Land Details Updated Successfully.').waitFor();
    await page.waitForURL('**/lands?page=2');
    await page.getByRole('link', { name: 'Edit Banki Riverside Acres' }).waitFor();
    expect(await page.getByText('2 acres', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Delete Banki Riverside Acres' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('Are you sure, you want to delete this item !');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Land deleted successfully').waitFor();
    await page.getByRole('link', { name: 'Edit Banki Riverside Acres' }).waitFor({ state: 'detached' });
    await page.getByText('9 lands', { exact: true }).waitFor();
    expectNoErrors(opened);
    await opened.close();
  });

  for (const viewport of WIDTHS) {
    it(`every listings screen passes axe at ${viewport.width} px`, { timeout: 120_000 }, async () => {
      const opened = await signedIn(site, viewport);
      const { page } = opened;
      const screens: [string, string][] = [
        ['/buildings', 'List Of Buildings'],
        ['/create-new-building', 'Add Buildings'],
        [`/update-building/${seedBuildings[0]!._id}`, 'Update Form'],
        ['/lands', 'List of Lands'],
        ['/create-new-land', 'Add Lands'],
        [`/edit-land-details/${seedLands[0]!._id}`, 'Edit Land'],
      ];
      for (const [path, heading] of screens) {
        await goToScreen(page, path, heading);
        // Wait for the data: a table row or a filled form field.
        await page.locator('table tbody tr, form input').first().waitFor();
        await expectAccessible(page);
      }
      // The add form with its messages showing, and the delete question.
      await goToScreen(page, '/create-new-building', 'Add Buildings');
      await page.getByRole('button', { name: 'Add Building' }).click();
      await page.getByText('Please Check Building Name').waitFor();
      await expectAccessible(page);
      await goToScreen(page, '/lands', 'List of Lands');
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page);
      expectNoErrors(opened);
      await opened.close();
    });
  }
});
