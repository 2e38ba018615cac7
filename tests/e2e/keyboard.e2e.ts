/**
 * The routes no other suite checks with axe, and a keyboard-only walk through the site's
 * interactive parts: skip link, main and mobile navigation, carousel pause, FAQ, admin drawer, a
 * delete confirmation, and a form in a dialog that asks before it closes.
 */
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  expectNoErrors,
  gotoPage,
  openPage,
  PHONE,
  signedIn,
  signInAsAdmin,
  useBrowser,
  WIDTHS,
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
        await opened.close();
      }
      const opened = await signedIn(site, viewport);
      for (const path of ['/setting', '/profile']) {
        await gotoPage(opened.page, new URL(path, opened.page.url()).href);
        await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
        if (path === '/profile') await opened.page.getByText('Location').waitFor();
        await expectAccessible(opened.page);
      }
      expectNoErrors(opened);
      await opened.close();
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
    await opened.close();
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
    await opened.close();
  });

  it('keeps the keyboard in a modal dialog, holds the page still, and asks before a filled form closes', async () => {
    const opened = await openPage(site.browser(), '/career', { viewport: DESKTOP });
    const { page } = opened;
    const apply = page.getByRole('button', { name: 'Apply Now for Telecaller' });
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Telecaller' });
    await dialog.waitFor();
    // The page behind is inert: Tab never reaches it (past the last control the focus may go to the
    // browser's own UI, then back), and the page does not scroll.
    const notBehind = () =>
      dialog.evaluate(
        (el) => el.contains(document.activeElement) || document.activeElement === document.body,
      );
    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press('Tab');
      expect(await notBehind()).toBe(true);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    const letter = dialog.getByLabel('Cover Letter (optional)');
    await letter.fill('I would like to join the sales desk.');
    const question = page.getByRole('dialog', { name: 'Leave this form?' });
    await letter.press('Escape');
    await question.waitFor();
    // Escape on the question stays; Escape again asks again (the browser lets a page stop Escape
    // once between clicks: a dialog it shuts itself opens again and asks).
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => letter.inputValue()).toBe('I would like to join the sales desk.');

    // A click on the backdrop asks too; Leave closes, the focus back on the button that opened it.
    await page.mouse.click(8, 8);
    await question.getByRole('button', { name: 'Leave' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => apply.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expectNoErrors(opened);
    await opened.close();
  });
});
