/**
 * The EMI calculator and the price per square foot in a real browser, at phone and desktop widths:
 * on a land's page the loan starts from 80 % of its price; on /properties anyone types a loan in.
 * The calculator loads as it nears the screen; axe judges the pages with it shown.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landPath, LAND_NAME } from '../test-utils/listingPages';
import { expectAccessible, expectNoErrors, openPage, scrollThrough, useBrowser, WIDTHS } from './support';

/** Scrolls the calculator's section into view and waits for its fields. */
async function calculator(page: Page, heading: string): Promise<Locator> {
  const section = page.getByRole('region', { name: heading });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('textbox', { name: 'Loan amount' }).waitFor();
  return section;
}

const monthlyEmi = (section: Locator) => section.locator('dt', { hasText: 'Monthly EMI' }).locator('+ dd');

describe('the EMI calculator', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    it(`works out a land's EMI from 80 % of its price at ${viewport.width} px`, async () => {
      const opened = await openPage(site.browser(), landPath, { viewport });
      const { page } = opened;
      await page.getByRole('heading', { level: 1, name: LAND_NAME }).waitFor();
      // 4,500,000 for 1.5 acres, beside the price.
      const price = page.getByRole('complementary', { name: 'Selling Price' });
      await expect(price.innerText()).resolves.toContain('$68.87 / sq ft');

      const section = await calculator(page, 'Work out your EMI');
      await expect(section.getByRole('textbox', { name: 'Loan amount' }).inputValue()).resolves.toBe(
        '3,600,000',
      );
      await expect(monthlyEmi(section).innerText()).resolves.toBe('$31,242');

      await section.getByRole('textbox', { name: 'Interest rate (% a year)' }).fill('10');
      await section.getByRole('textbox', { name: 'Tenure (years)' }).fill('10');
      await expect(monthlyEmi(section).innerText()).resolves.toBe('$47,574');
      await expect(section.innerText()).resolves.toContain('$5,708,880');

      await section.getByRole('textbox', { name: 'Tenure (years)' }).fill('0');
      await section.getByText('Enter a tenure of 1 to 30 whole years.').waitFor();
      await expect(section.innerText()).resolves.not.toMatch(/NaN|Infinity/);

      await scrollThrough(page);
      await page.getByRole('region', { name: 'Work out your EMI' }).scrollIntoViewIfNeeded();
      await expectAccessible(page);
      expectNoErrors(opened);
      await opened.close();
    });

    it(`lets anyone work out an EMI on /properties at ${viewport.width} px`, async () => {
      const opened = await openPage(site.browser(), '/properties', { viewport });
      const { page } = opened;
      const section = await calculator(page, 'EMI Calculator');
      await section.getByText('Enter a loan amount to see your monthly EMI.').waitFor();
      await section.getByRole('textbox', { name: 'Loan amount' }).fill('1000000');
      await section.getByRole('textbox', { name: 'Interest rate (% a year)' }).fill('10.5');
      await section.getByRole('textbox', { name: 'Tenure (years)' }).fill('10');
      await expect(monthlyEmi(section).innerText()).resolves.toBe('$13,493');
      await expect(section.getByRole('list').innerText()).resolves.toMatch(
        /Principal \(62 %\)\s*\$1,000,000/,
      );

      // The slider moves the tenure too.
      const slider = section.getByRole('slider', { name: 'Tenure slider' });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(section.getByRole('textbox', { name: 'Tenure (years)' }).inputValue()).resolves.toBe('11');

      await scrollThrough(page);
      await page.getByRole('region', { name: 'EMI Calculator' }).scrollIntoViewIfNeeded();
      await expectAccessible(page);
      expectNoErrors(opened);
      await opened.close();
    });
  }

  it('is not loaded by the home page', async () => {
    const opened = await openPage(site.browser(), '/');
    const { page } = opened;
    await scrollThrough(page, 'bottom');
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.filter((name) => /EmiCalculator/.test(name))).toEqual([]);
    expect(await page.getByText('Monthly EMI').count()).toBe(0);
    await opened.close();
  });
});
