/**
 * The admin image picker in a real browser, on the Add Project form: a large camera-like JPEG is
 * scaled to 2,560 px before it is sent while a small JPEG and a PNG plan go as they are, each row
 * shows what it sent; the administrator reorders the images with the buttons, the mouse and the
 * keyboard, the Main and Thumbnail marks follow, and the project is saved in that order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  expectNoErrors,
  fillProjectForm,
  goToScreen,
  makeImage,
  nextFrames,
  type OpenedPage,
  PHONE,
  PNG_RED,
  PNG_TEAL,
  signedIn,
  useBrowser,
} from './support';

/** What the page handed to the image host: each upload's file, measured in the page. */
interface SentFile {
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
}

declare global {
  interface Window {
    __sentFiles?: Promise<SentFile>[];
  }
}

/**
 * Records every file the page uploads (uploads are multipart XMLHttpRequests with a `file` field)
 * with its type, bytes and decoded dimensions: exactly what went over the wire.
 */
function recordUploads() {
  window.__sentFiles = [];
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    const file = body instanceof FormData ? body.get('file') : null;
    if (file instanceof File) {
      const measured = { name: file.name, type: file.type, size: file.size, width: 0, height: 0 };
      window.__sentFiles?.push(
        createImageBitmap(file).then(
          (bitmap) => ({ ...measured, width: bitmap.width, height: bitmap.height }),
          // Not decodable here (the tiny test PNGs): its bytes are still measured.
          () => measured,
        ),
      );
    }
    return send.call(this, body);
  };
}

const UNITS = { B: 1, KB: 1024, MB: 1024 * 1024 } as const;
/** "1.2 MB" as bytes (rounded as the page rounds). */
const bytesOf = (amount: string, unit: string) => Number(amount) * UNITS[unit as keyof typeof UNITS];

/** The URL of each image in the order shown. */
const shown = (page: Page) =>
  page
    .getByRole('img', { name: /^Images \d+$/ })
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

/** The URL of the image carrying a visible mark. */
const marked = (page: Page, mark: 'Main' | 'Thumbnail') =>
  page
    .locator('figure', { has: page.getByText(mark, { exact: true }) })
    .getByRole('img')
    .getAttribute('src');

/** The row of the image at place `n` (1-based): its picture, its buttons and its size. */
const row = (page: Page, n: number) =>
  page.locator('div', { has: page.getByRole('img', { name: `Images ${n}`, exact: true }) }).last();

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

async function expectOrder(page: Page, order: string[]) {
  await expect.poll(() => shown(page)).toEqual(order);
  expect(await marked(page, 'Main')).toBe(order[0]);
  expect(await marked(page, 'Thumbnail')).toBe(order[1]);
}

async function openAddProject(site: ReturnType<typeof useBrowser>, viewport = DESKTOP): Promise<OpenedPage> {
  const opened = await signedIn(site, viewport, { initScripts: [recordUploads] });
  await goToScreen(opened.page, '/add_project_Form', 'Add Project');
  return opened;
}

describe('admin image picker', () => {
  const site = useBrowser();

  it('scales a large photo before upload, re-encodes a small one (its Exif goes), sends a PNG as it is, and reorders', async () => {
    const opened = await openAddProject(site);
    const { page } = opened;

    const camera = await makeImage(page, 4000, 3000, 'image/jpeg');
    const small = await makeImage(page, 800, 600, 'image/jpeg');
    const plan = await makeImage(page, 2800, 1800, 'image/png');
    expect(camera.length).toBeGreaterThan(1024 * 1024);
    expect(small.length).toBeLessThan(500 * 1024);
    expect(plan.length).toBeGreaterThan(500 * 1024);

    await page.getByLabel('Images', { exact: true }).setInputFiles([
      { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: camera },
      { name: 'small.jpg', mimeType: 'image/jpeg', buffer: small },
      { name: 'plan.png', mimeType: 'image/png', buffer: plan },
    ]);
    await page.getByRole('img', { name: 'Images 3', exact: true }).waitFor({ timeout: 30_000 });
    const urls = await shown(page);
    // Three files stored by the (demo) image host, one for each chosen file.
    const stored = expect.stringMatching(/\/demo-uploads\/[^/]+\.(jpg|png)$/);
    expect(urls).toEqual([stored, stored, stored]);
    expect(new Set(urls).size).toBe(3);
    const [cameraUrl, smallUrl, planUrl] = urls;

    // What went over the wire: the photo at 2560 x 1920 and lighter, the small photo re-encoded at its
    // size (re-encoding is what leaves its Exif behind), the PNG byte for byte.
    const sent = await page.evaluate(() => Promise.all(window.__sentFiles ?? []));
    const byName = new Map(sent.map((file) => [file.name, file]));
    expect(sent).toHaveLength(3);
    expect(byName.get('camera.jpg')).toMatchObject({ type: 'image/jpeg', width: 2560, height: 1920 });
    expect(byName.get('camera.jpg')!.size).toBeLessThan(camera.length);
    expect(byName.get('small.jpg')).toMatchObject({ type: 'image/jpeg', width: 800, height: 600 });
    expect(byName.get('small.jpg')!.size).not.toBe(small.length);
    expect(byName.get('plan.png')).toMatchObject({
      type: 'image/png',
      size: plan.length,
      width: 2800,
      height: 1800,
    });

    // Each row tells what it sent: the photos as sent and as they were, the PNG as it was.
    const cameraText = await row(page, 1)
      .getByText(/^Sent /)
      .textContent();
    const scaled = /^Sent ([\d.]+) (B|KB|MB) \(was ([\d.]+) (B|KB|MB)\)$/.exec(cameraText ?? '');
    expect(scaled, String(cameraText)).not.toBeNull();
    const [, sentAmount, sentUnit, wasAmount, wasUnit] = scaled!;
    expect(bytesOf(sentAmount!, sentUnit!)).toBeLessThan(bytesOf(wasAmount!, wasUnit!));
    expect(bytesOf(wasAmount!, wasUnit!)).toBeCloseTo(camera.length, -5);
    expect(
      await row(page, 2)
        .getByText(/^Sent /)
        .textContent(),
    ).toMatch(/^Sent \d+ KB \(was \d+ KB\)$/);
    expect(
      await row(page, 3)
        .getByText(/^Sent /)
        .textContent(),
    ).toMatch(/^Sent [\d.]+ (KB|MB)$/);

    await expectOrder(page, [cameraUrl!, smallUrl!, planUrl!]);
    await expectAccessible(page);

    // Buttons: focus stays on the moved image, and each move is said.
    const live = page.locator('[aria-live="polite"]', { hasText: /^Image \d/ });
    await page.getByRole('button', { name: 'Move right: images 1' }).click();
    await expectOrder(page, [smallUrl!, cameraUrl!, planUrl!]);
    expect(await focusedName(page)).toBe('Move right: images 2');
    expect(await live.textContent()).toContain('Image 1 is now image 2, the thumbnail.');

    await page.getByRole('button', { name: 'Make main: images 3' }).click();
    await expectOrder(page, [planUrl!, smallUrl!, cameraUrl!]);
    expect(await focusedName(page)).toBe('Move right: images 1');
    expect(await live.textContent()).toContain('Image 3 is now the main image.');

    // The mouse: drag the third image onto the first.
    const from = await page.getByRole('button', { name: 'Drag to reorder: images 3' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Drag to reorder: images 1' }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2 - 20, from!.y + from!.height / 2, { steps: 5 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 20 });
    await page.mouse.up();
    await expectOrder(page, [cameraUrl!, planUrl!, smallUrl!]);

    // The keyboard: pick the first image up with Space, one place right, drop it with Space.
    // dnd-kit listens for the arrow keys from the next task after the pick-up, as a person's would.
    await page.getByRole('button', { name: 'Drag to reorder: images 1' }).focus();
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await nextFrames(page);
    }
    await expectOrder(page, [planUrl!, cameraUrl!, smallUrl!]);
    expect(await live.textContent()).toContain('Image 1 is now image 2, the thumbnail.');

    // The sizes followed their images.
    expect(
      await row(page, 2)
        .getByText(/^Sent /)
        .textContent(),
    ).toBe(cameraText);
    await expectAccessible(page);

    // The project is saved with the images in the order shown.
    await fillProjectForm(page, 'Picker Order Villas');
    const [created] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/project/create_project')),
      page.getByRole('button', { name: 'Add Project' }).click(),
    ]);
    expect((created.postDataJSON() as { images: string[] }).images).toEqual([planUrl, cameraUrl, smallUrl]);
    await page.getByRole('alert').filter({ hasText: 'Project Created Successfully' }).first().waitFor();

    expectNoErrors(opened);
    await opened.close();
  });

  it(`reorders with the buttons and passes axe at ${PHONE.width} px`, async () => {
    const opened = await openAddProject(site, PHONE);
    const { page } = opened;
    await page.getByLabel('Images', { exact: true }).setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: PNG_RED },
      { name: 'teal.png', mimeType: 'image/png', buffer: PNG_TEAL },
    ]);
    await page.getByRole('img', { name: 'Images 2', exact: true }).waitFor();
    const [red, teal] = await shown(page);
    // Tiny PNGs: sent as they are.
    expect(
      await row(page, 1)
        .getByText(/^Sent /)
        .textContent(),
    ).toBe(`Sent ${PNG_RED.length} B`);

    await page.getByRole('button', { name: 'Make main: images 2' }).click();
    await expectOrder(page, [teal!, red!]);
    await page.getByRole('button', { name: 'Move left: images 2' }).click();
    await expectOrder(page, [red!, teal!]);
    expect(await focusedName(page)).toBe('Move right: images 1');
    await expectAccessible(page);

    expectNoErrors(opened);
    await opened.close();
  });
});
