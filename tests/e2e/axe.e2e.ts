/**
 * The axe check every page test relies on (`expectAccessible`): it fails on a violation, names the
 * rule and the element, and a page judged a second time (axe already in it) is judged afresh.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoErrors, openPage, PHONE, useBrowser, type OpenedPage } from './support';

/** /about on a phone, judged once and found clean: axe is in the page from then on. */
async function openJudgedPage(site: ReturnType<typeof useBrowser>): Promise<OpenedPage> {
  const opened = await openPage(site.browser(), '/about', { viewport: PHONE });
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible(opened.page);
  return opened;
}

describe('the axe check', () => {
  const site = useBrowser();

  it('passes a clean page, then fails it once an image without alt text and a nameless button appear', async () => {
    const opened = await openJudgedPage(site);
    const { page } = opened;
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      const image = document.createElement('img');
      image.id = 'e2e-no-alt';
      image.src = '/brand/mark.svg';
      const button = document.createElement('button');
      button.id = 'e2e-no-name';
      main.append(image, button);
    });
    const failure = await expectAccessible(page).then(() => 'passed', String);
    expect(failure).toContain('image-alt');
    expect(failure).toContain('#e2e-no-alt');
    expect(failure).toContain('button-name');
    expect(failure).toContain('#e2e-no-name');

    await page.evaluate(() => {
      document.getElementById('e2e-no-alt')?.setAttribute('alt', 'The company logo');
      document.getElementById('e2e-no-name')?.setAttribute('aria-label', 'Close');
    });
    await expectAccessible(page);
    expectNoErrors(opened);
  });

  it('judges colour contrast on a page it has judged before', async () => {
    const opened = await openJudgedPage(site);
    const { page } = opened;
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.id = 'e2e-faint';
      faint.textContent = 'Grey on white, too faint to read';
      faint.style.cssText = 'color: #d0d0d0; background: #ffffff';
      (document.querySelector('main') ?? document.body).prepend(faint);
    });
    await expect(expectAccessible(page)).rejects.toThrow(/color-contrast[\s\S]*#e2e-faint/);
  });
});
