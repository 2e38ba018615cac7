/**
 * Site visits and the phone bar in a real browser: at 390 px a building page has the bar (Call,
 * WhatsApp, Visit) fixed at the bottom with the chat button standing above it; Visit brings the
 * inquiry's site-visit fields into view; a visit is asked for and saved as an .ics file; the end of
 * the page stays clear of both. At 1280 px there is no bar. axe with the visit fields shown.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { addDays, dayText, officeInstant, officeToday } from '@/lib/officeClock';
import { seedBuildings } from '@/mocks/seed/buildings';
import {
  DESKTOP,
  PHONE,
  expectNoErrors,
  itPassesAxeAtEachWidth,
  openPage,
  recordEmails,
  scrollThrough,
  useBrowser,
} from './support';

const building = seedBuildings[0]!;
const NAME = building.generalInfo.BuildingsName;
const buildingPath = paths.building(NAME, building._id);
const SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';
const BAR = 'Call, WhatsApp or visit';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  // The chat button and the bar load after the page's first screen: wait until one is shown.
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not shown');
  return box;
}

const chatButton = (page: Page) => page.getByRole('complementary', { name: 'Chat' }).getByRole('link');

/** At the foot of the page: the footer's last line and its control are clear of the chat button (and bar). */
async function expectEndClear(page: Page, covers: Locator[]): Promise<void> {
  // Sections below load as they near the screen, later on a busy machine: scroll until the page
  // has stopped growing and the end is on screen.
  const atEnd = () =>
    page.evaluate(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    );
  let lastHeight = -1;
  await expect
    .poll(
      async () => {
        await scrollThrough(page, 'bottom');
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const settled = height === lastHeight && (await atEnd());
        lastHeight = height;
        return settled;
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true);
  const lastLine = page.getByText(`© ${new Date().getFullYear()} ${company.name}. All rights reserved.`);
  const reset = page.getByRole('button', { name: 'Reset demo data' });
  for (const content of [lastLine, reset]) {
    const box = await boxOf(content);
    expect(box.y + box.height).toBeLessThanOrEqual((await page.viewportSize())!.height);
    for (const cover of covers) expect(overlap(box, await boxOf(cover))).toBe(false);
  }
}

describe('site visits and the phone bar', () => {
  const site = useBrowser();

  it('at 390 px: the bar, Visit choosing the site visit, a visit asked for and saved to a calendar', async () => {
    const opened = await openPage(site.browser(), buildingPath, { viewport: PHONE });
    const { page } = opened;
    const emails = recordEmails(page);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();

    // The bar: at the foot of the screen, three labelled targets at least 44 px tall.
    const bar = page.getByRole('region', { name: BAR });
    const barBox = await boxOf(bar);
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
    expect(barBox.width).toBe(PHONE.width);
    const call = bar.getByRole('link', { name: 'Call the sales team' });
    const whatsApp = bar.getByRole('link', { name: new RegExp(`^WhatsApp ${company.name} about ${NAME}`) });
    const visit = bar.getByRole('button', { name: 'Visit: schedule a site visit' });
    for (const target of [call, whatsApp, visit])
      expect((await boxOf(target)).height).toBeGreaterThanOrEqual(44);
    expect(await call.getAttribute('href')).toBe(`tel:${company.salesPhone.replace(/[^\d+]/g, '')}`);
    expect(await whatsApp.getAttribute('href')).toBe(await chatButton(page).getAttribute('href'));
    expect(new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')).toContain(NAME);

    // The chat button stands above the bar, never on it.
    const chatBox = await boxOf(chatButton(page));
    expect(overlap(chatBox, barBox)).toBe(false);
    expect(chatBox.y + chatBox.height).toBeLessThanOrEqual(barBox.y);

    // Visit: the inquiry's site visit is chosen and its date is in view, above the bar, with focus.
    await visit.click();
    const form = page.getByRole('form', { name: 'Interested? Send An Inquiry' });
    expect(await form.getByRole('checkbox', { name: 'Schedule a site visit' }).isChecked()).toBe(true);
    const date = form.getByLabel(/^Preferred date/);
    await expect.poll(() => date.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect
      .poll(async () => {
        const box = await boxOf(date);
        return box.y >= 0 && box.y + box.height <= barBox.y;
      })
      .toBe(true);

    // A visit three days on, in the evening, on the office's calendar.
    const day = addDays(officeToday(), 3);
    await date.fill(day);
    await form.getByRole('radio', { name: /^Evening/ }).check();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Mohanty');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9437012345');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await form.getByText(SUCCESS).waitFor();
    await expect.poll(() => emails.length).toBe(1);
    expect(emails[0]!.template_params).toMatchObject({
      property: NAME,
      visit_date: dayText(day),
      visit_time: 'Evening (4 pm to 6 pm IST)',
    });

    // Add to calendar saves an .ics of that slot at the building.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Site visit ${NAME} ${day}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const unfolded = ics.replace(/\r\n /g, '');
    const stamp = (at: Date) =>
      at
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    for (const line of [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      `SUMMARY:Site visit: ${NAME}`,
      `LOCATION:${building.locationDetails.address.replace(/,/g, '\\,')}\\, ${building.locationDetails.city}`,
      `DTSTART:${stamp(officeInstant(day, '16:00'))}`,
      `DTEND:${stamp(officeInstant(day, '18:00'))}`,
      // The listing's canonical address (the site's, as configured), and a request not yet agreed.
      `URL:${env.siteUrl}${buildingPath}`,
      'STATUS:TENTATIVE',
      'END:VCALENDAR',
    ])
      expect(unfolded.split('\r\n')).toContain(line);
    expect(unfolded.split('\r\n').find((line) => line.startsWith('UID:'))).toMatch(
      new RegExp(`@${new URL(env.siteUrl).hostname.replace(/\./g, '\\.')}$`),
    );
    expect(unfolded).toContain(company.salesPhone);

    // The last content is reachable: clear of the chat button and the bar.
    await expectEndClear(page, [chatButton(page), bar]);
    expectNoErrors(opened);
    await opened.close();
  });

  it('at 1280 px there is no bar, and the chat button keeps its corner', async () => {
    const opened = await openPage(site.browser(), buildingPath, { viewport: DESKTOP });
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    expect(await page.getByRole('region', { name: BAR }).isVisible()).toBe(false);
    const chatBox = await boxOf(chatButton(page));
    expect(chatBox.y + chatBox.height).toBeCloseTo(DESKTOP.height - 24, 0);
    await expectEndClear(page, [chatButton(page)]);
    expectNoErrors(opened);
    await opened.close();
  });

  it('on /career at 390 px the end of the page is clear of the chat button; no bar there', async () => {
    const opened = await openPage(site.browser(), paths.career, { viewport: PHONE });
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: 'Join Our Team' }).waitFor();
    expect(await page.getByRole('region', { name: BAR }).count()).toBe(0);
    const chatBox = await boxOf(chatButton(page));
    expect(chatBox.y + chatBox.height).toBeCloseTo(PHONE.height - 16, 0);
    await expectEndClear(page, [chatButton(page)]);
    expectNoErrors(opened);
    await opened.close();
  });

  itPassesAxeAtEachWidth(site, [
    [
      'a building page with the site-visit fields shown',
      buildingPath,
      async (page) => {
        await page.getByRole('checkbox', { name: 'Schedule a site visit' }).check();
        await page.getByLabel(/^Preferred date/).waitFor();
      },
    ],
  ]);
});
