import { describe, expect, it } from 'vitest';
import { company } from '../../src/config/company';
import { expectAccessible, expectNoErrors, openPage, useBrowser, WIDTHS } from './support';

describe('the site opens', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    it(`shows the company's home page at ${viewport.width} px`, async () => {
      const opened = await openPage(site.browser(), '/', { viewport });
      await expect.poll(() => opened.page.title()).toContain(company.name);
      await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await opened.page.getByText(company.name).first().isVisible()).toBe(true);
      await expectAccessible(opened.page);
      expectNoErrors(opened);
      await opened.context.close();
    });
  }
});
