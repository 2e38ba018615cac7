/**
 * The routes no other suite checks with axe, and a keyboard-only walk through the site's
 * interactive parts: skip link, main and mobile navigation, carousel pause, FAQ, admin drawer and a
 * delete confirmation.
 */
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoErrors,
  openPage,
  PHONE,
  signInAsAdmin,
  useBrowser,
  WIDTHS,
  gotoPage,
} from './support';

describe('accessibility of the remaining routes and keyboard use', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    it(`/register, /upcoming-projects, an unknown page, /setting and /profile pass axe at ${viewport.width} px`, async () => {
      for (const path of ['/register', '/upcoming-projects', '/no-such-page']) {
        const opened = await openPage(site.browser(), path, { viewport });
        await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectAccessible(opened.page);
        expectNoErrors(opened);
        await opened.context.close();
      }
      const opened = await openPage(site.browser(), '/login', { viewport });
      await signInAsAdmin(opened.page);
      for (const path of ['/setting', '/profile']) {
        await gotoPage(opened.page, new URL(path, opened.page.url()).href);
        await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
        if (path === '/profile') await opened.page.getByText('Location').waitFor();
        await expectAccessible(opened.page);
      }
      expectNoErrors(opened);
      await opened.context.close();
    });
  }

  it('walks the public site with the keyboard alone', async () => {
    const opened = await openPage(site.browser(), '/');
    const { page } = opened;
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // The first Tab reaches the skip link, which moves focus to the main content.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    // The carousel pauses from the keyboard.
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();

    // The main navigation works from the keyboard.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/Projects');

    // The FAQ accordion: Enter opens one answer and closes the other.
    await gotoPage(page, new URL('/faqs', page.url()).href);
    const questions = page.locator('main button[aria-expanded]');
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expectNoErrors(opened);
    await opened.context.close();
  });

  it('opens and closes the mobile menu and the admin drawer with the keyboard, and cancels a delete', async () => {
    const opened = await openPage(site.browser(), '/', { viewport: PHONE });
    const { page } = opened;
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // Focus is inside the menu; Escape closes it and gives focus back to the button.
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await signInAsAdmin(page);
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'List of Lands' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lands');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    const deleteButton = page.getByRole('button', { name: /^Delete/ }).first();
    await deleteButton.waitFor();
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: /confirm|delete/i });
    await confirm.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Cancel');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expectNoErrors(opened);
    await opened.context.close();
  });
});
