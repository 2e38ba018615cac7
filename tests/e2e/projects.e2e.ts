/**
 * Project pages and inquiries in a real browser: a buyer opens a project from /Projects, sees its
 * gallery, facts and price type and sends an inquiry that names it; the land page's inquiry sends;
 * the spam trap stays out of sight and out of the tab order; axe on a project page at both widths.
 */
import { paths } from '@/config/paths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedProjects } from '@/mocks/seed/projects';
import { listedLand as land, landPath } from '../test-utils/listingPages';
import {
  DESKTOP,
  PHONE,
  expectNoErrors,
  itPassesAxeAtEachWidth,
  openPage,
  recordEmails,
  stylesheetsOf,
  useBrowser,
} from './support';

const project = seedProjects[0]!;
const projectPath = paths.project(project.projectName, project._id);
const SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';

/** Fills the page's inquiry form with a buyer's details and `message`, sends it and waits for the thanks. */
async function sendInquiry(page: Page, message: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Interested? Send An Inquiry' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Mohanty');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9437012345');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await page.getByText(SUCCESS).waitFor();
}

describe('project pages and inquiries', () => {
  const site = useBrowser();

  it('a buyer opens a project from /Projects, sees its photos, facts and price type, and asks about it', async () => {
    const opened = await openPage(site.browser(), '/Projects', { viewport: DESKTOP });
    const { page } = opened;
    const emails = recordEmails(page);
    await page.getByRole('link', { name: project.projectName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: project.projectName }).waitFor();
    expect(new URL(page.url()).pathname).toBe(projectPath);
    await expect.poll(() => page.title()).toContain(project.projectName);

    // The gallery: a large photo and one thumbnail per photo; a thumbnail selects its photo.
    const gallery = page.getByRole('region', { name: `${project.projectName} photos` });
    const thumbnails = gallery.getByRole('list', { name: 'Thumbnails' }).getByRole('button');
    expect(await thumbnails.count()).toBe(project.images.length);
    await thumbnails.nth(1).click();
    expect(await thumbnails.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(
      await gallery
        .getByRole('img', { name: `${project.projectName}, photo 2 of ${project.images.length}` })
        .isVisible(),
    ).toBe(true);

    // Facts, every amenity and the price type, never a number.
    const facts = await page.getByRole('list', { name: 'Project facts' }).innerText();
    for (const value of [
      'Ongoing',
      project.projectType,
      project.location,
      String(project.yearOfCompletion),
    ]) {
      expect(facts).toContain(value);
    }
    expect(facts).toContain(project.priceType);
    const amenities = await page
      .getByRole('list', { name: 'Amenities' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(amenities.map((item) => item.trim())).toEqual(project.amenities);
    for (const price of ['₹', '$', 'lakh'])
      expect(await page.locator('main').innerText()).not.toContain(price);

    // The inquiry names the project and says where it came from.
    await sendInquiry(page, 'Is a duplex left?');
    await expect.poll(() => emails.length).toBe(1);
    expect(emails[0]!.template_params).toEqual({
      name: 'Asha Mohanty',
      email: 'asha@example.com',
      phone: '9437012345',
      message: 'Is a duplex left?',
      property: project.projectName,
      page_url: page.url(),
      listing_kind: 'project',
      listing_id: project._id,
      visit_date: '',
      visit_time: '',
    });
    expectNoErrors(opened);
    await opened.close();
  });

  // A stylesheet that arrives after the first paint with rules on :root (swiper's sets its theme
  // colour there) makes the browser restyle every element of the page: one long task on a phone.
  // aos's stylesheet arrives later here too, and may: its rules name only [data-aos] elements.
  it("the project cards' sliders, loaded later, bring no stylesheet with rules for the whole page", async () => {
    const opened = await openPage(site.browser(), paths.projects, { viewport: PHONE });
    const { page } = opened;
    await page
      .getByRole('button', { name: /^Pause photos of / })
      .first()
      .waitFor();
    const { named, later } = await stylesheetsOf(page, site.url(paths.projects));
    expect(named.length).toBeGreaterThan(0);
    expect(
      later.flatMap(({ href, wholePageRules }) => wholePageRules.map((rule) => `${href}: ${rule}`)),
    ).toEqual([]);
    expectNoErrors(opened);
    await opened.close();
  });

  it("the land page's inquiry form sends the land's name, id and page", async () => {
    const opened = await openPage(site.browser(), landPath, { viewport: PHONE });
    const { page } = opened;
    const emails = recordEmails(page);
    await page.getByRole('heading', { level: 1, name: land.generalInfo.propertyName }).waitFor();
    await page.getByRole('form', { name: 'Interested? Send An Inquiry' }).scrollIntoViewIfNeeded();
    await sendInquiry(page, 'Is the plot still available?');
    await expect.poll(() => emails.length).toBe(1);
    expect(emails[0]!.template_params).toMatchObject({
      property: land.generalInfo.propertyName,
      page_url: page.url(),
      listing_kind: 'land',
      listing_id: land._id,
    });
    expectNoErrors(opened);
    await opened.close();
  });

  it('the spam trap is invisible, unreachable by Tab and silent to screen readers; the notice links the privacy notice', async () => {
    const opened = await openPage(site.browser(), projectPath, { viewport: PHONE });
    const { page } = opened;
    const form = page.getByRole('form', { name: 'Interested? Send An Inquiry' });
    await form.waitFor();
    const trap = form.locator('input[name="website"]');
    expect(await trap.count()).toBe(1);
    // Off screen: nothing of it shows at any scroll position.
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    expect(await form.getByRole('textbox', { name: /website/i }).count()).toBe(0);
    // From the last control before it (the site-visit choice), Tab goes past the trap to the data-use
    // notice above the button (its e-mail and the full notice), then to the button.
    await form.getByRole('checkbox', { name: 'Schedule a site visit' }).focus();
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Tab');
    expect(await focusedHref()).toBe('mailto:privacy@kalingahabitats.in');
    await page.keyboard.press('Tab');
    expect(await focusedHref()).toBe('/privacy');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Send Inquiry');
    expectNoErrors(opened);
    await opened.close();
  });

  itPassesAxeAtEachWidth(site, [
    ['a project page', projectPath, (page) => page.getByRole('list', { name: 'Project facts' }).waitFor()],
  ]);
});
