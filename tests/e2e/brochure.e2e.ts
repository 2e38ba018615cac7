/**
 * A buyer downloads a listing's brochure: from a building and a land page, at phone and desktop
 * widths, 'Download brochure' opens the printable page, which opens the print dialog once (stubbed
 * here), prints on one A4 page without the site's frame, and carries a QR code that reads back as
 * the listing's address.
 */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { BUILDING_NAME, LAND_NAME, listedBuilding, listedLand } from '../test-utils/listingPages';
import { expectAccessible, expectNoErrors, openPage, useBrowser, WIDTHS } from './support';

/** window.print counts its calls instead of opening a dialog (an init script: in every document). */
function stubPrint(): void {
  const counted = window as Window & { printed?: number };
  counted.printed = 0;
  window.print = () => {
    counted.printed = (counted.printed ?? 0) + 1;
  };
}

const printed = (page: Page) => page.evaluate(() => (window as Window & { printed?: number }).printed ?? 0);

/** What a phone's camera reads from the QR code on the page. */
async function readQrCode(page: Page): Promise<string | undefined> {
  const { data, side } = await page.evaluate(async () => {
    const svg = document.querySelector('svg[aria-label^="QR code"]')!;
    const copy = svg.cloneNode(true) as SVGSVGElement;
    // The colours come from the site's stylesheet, which an image of the SVG alone does not have.
    [...svg.children].forEach((shape, index) =>
      copy.children[index]!.setAttribute('fill', getComputedStyle(shape).fill),
    );
    copy.setAttribute('width', '400');
    copy.setAttribute('height', '400');
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, 400, 400);
    return { data: [...context.getImageData(0, 0, 400, 400).data], side: 400 };
  });
  return jsQR(Uint8ClampedArray.from(data), side, side)?.data;
}

const LISTINGS = [
  {
    kind: 'building',
    name: BUILDING_NAME,
    page: paths.building(BUILDING_NAME, listedBuilding._id),
    brochure: paths.buildingBrochure(BUILDING_NAME, listedBuilding._id),
    fact: 'Possession',
  },
  {
    kind: 'land',
    name: LAND_NAME,
    page: paths.land(listedLand._id),
    brochure: paths.landBrochure(listedLand._id),
    fact: 'Road Access',
  },
] as const;

describe('the brochure', () => {
  const site = useBrowser();

  for (const viewport of WIDTHS) {
    for (const listing of LISTINGS) {
      it(`opens from a ${listing.kind} page at ${viewport.width} px, prints once on one A4 page, and its QR code opens the listing`, async () => {
        const opened = await openPage(site.browser(), listing.page, { viewport, initScripts: [stubPrint] });
        const { page } = opened;
        const link = page.getByRole('link', { name: 'Download brochure' });
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await page.waitForURL((url) => url.pathname === listing.brochure);

        const sheet = page.getByRole('article');
        await sheet.getByRole('heading', { level: 1, name: listing.name }).waitFor();
        await expect.poll(() => printed(page), { timeout: 15_000 }).toBe(1);
        await expect(sheet.getByText(listing.fact).isVisible()).resolves.toBe(true);
        await expect(sheet.getByText('Talk to Kalinga Habitats').isVisible()).resolves.toBe(true);

        const qr = sheet.getByRole('img', { name: /^QR code: opens / });
        const url = await qr.getAttribute('data-url');
        expect(new URL(url!).pathname).toBe(listing.page);
        expect(await readQrCode(page)).toBe(url);

        await expectAccessible(page);

        // In print: the sheet alone, on one A4 page.
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('navigation', { name: 'Brochure' }).isVisible()).resolves.toBe(false);
        await expect(page.getByRole('banner').count()).resolves.toBe(0);
        await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
        await expect(page.getByRole('complementary', { name: 'Chat' }).count()).resolves.toBe(0);
        const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
        expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
        // A4 in points.
        expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 59[45]\.\d+ 84[12]\.\d+\s*\]/);
        await page.emulateMedia({ media: 'screen' });

        await page.waitForTimeout(300);
        expect(await printed(page)).toBe(1);
        await page.getByRole('link', { name: 'Back to listing' }).click();
        await page.getByRole('link', { name: 'Download brochure' }).waitFor();
        expectNoErrors(opened);
        await opened.close();
      });
    }
  }

  it('opened by its address (a page the build did not render), names itself and asks not to be indexed', async () => {
    for (const listing of LISTINGS) {
      const opened = await openPage(site.browser(), listing.brochure, { initScripts: [stubPrint] });
      const { page } = opened;
      await page.getByRole('article').getByRole('heading', { level: 1, name: listing.name }).waitFor();
      await expect.poll(() => page.title()).toBe(`${listing.name}: brochure | Kalinga Habitats`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      expectNoErrors(opened);
      await opened.close();
    }
  });
});
