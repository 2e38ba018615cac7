import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
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
      // Scroll animations start 100 px aside (aos fade-left): the page must not scroll sideways,
      // which on a phone zooms the whole page out.
      await opened.page.locator('.aos-init').first().waitFor({ state: 'attached' });
      const widths = await opened.page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
      // Sections below the first screen read once the visitor nears them; until then nothing
      // animates without end (a placeholder's pulse there would cost the phone every frame).
      await expect
        .poll(() =>
          opened.page.evaluate(() =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().iterations === Infinity,
              )
              .map((animation) => (animation as CSSAnimation).animationName ?? 'script'),
          ),
        )
        .toEqual([]);
      expectNoErrors(opened);
      await opened.close();
    });
  }
});
