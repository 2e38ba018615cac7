/**
 * The worker's tab (`openPage`): each test finds it as a first visit would, though the tab and
 * its renderer are kept. The tests run in order: the first leaves behind what the second must
 * not see.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, useBrowser } from './support';

/** What the page may do with the clipboard without asking: 'granted' or 'prompt'. */
const clipboardPermission = (page: Page) =>
  page.evaluate(
    async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  );

describe("the worker's tab", () => {
  const site = useBrowser();
  let left: Page | undefined;
  let heard = 0;

  it('a test may leave storage, a route, a listener, an init script, a permission, a second tab and print media behind', async () => {
    const { page } = await openPage(site.browser(), '/about', {
      initScripts: [() => Object.assign(window, { leftScript: true })],
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    expect(await page.evaluate(() => 'leftScript' in window)).toBe(true);
    expect(await clipboardPermission(page)).toBe('granted');
    await page.evaluate(async () => {
      localStorage.setItem('left:local', '1');
      sessionStorage.setItem('left:session', '1');
      document.cookie = 'left=1; path=/';
      await new Promise((resolve, reject) => {
        const request = indexedDB.open('left-behind', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('things');
        request.onsuccess = () => {
          request.result.close();
          resolve(undefined);
        };
        request.onerror = () => reject(request.error ?? new Error('not opened'));
      });
    });
    await page.route('**/about', (route) => route.fulfill({ body: 'routed', contentType: 'text/html' }));
    page.on('console', () => {
      heard += 1;
    });
    await page.context().newPage();
    await page.emulateMedia({ media: 'print' });
    left = page;
  });

  it('the next test finds the same tab with none of it, at its own width', async () => {
    const opened = await openPage(site.browser(), '/about', {
      viewport: PHONE,
      storage: { 'given:local': '2' },
    });
    const { page } = opened;
    expect(page).toBe(left);
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const found = await page.evaluate(async () => ({
      local: localStorage.getItem('left:local'),
      given: localStorage.getItem('given:local'),
      session: sessionStorage.getItem('left:session'),
      cookie: document.cookie.includes('left=1'),
      databases: (await indexedDB.databases()).map(({ name }) => name),
      print: matchMedia('print').matches,
      width: innerWidth,
      script: 'leftScript' in window,
    }));
    expect(found).toEqual({
      local: null,
      given: '2',
      session: null,
      cookie: false,
      databases: expect.not.arrayContaining(['left-behind']) as unknown,
      print: false,
      width: PHONE.width,
      script: false,
    });
    expect(await clipboardPermission(page)).toBe('prompt');
    expect(page.context().pages()).toEqual([page]);
    heard = 0;
    await page.evaluate(() => console.info('heard?'));
    expect(heard).toBe(0);
  });

  it('a second page in the same test gets a context of its own, and the first keeps its address', async () => {
    const first = await openPage(site.browser(), '/about');
    const second = await openPage(site.browser(), '/contact');
    expect(second.page.context()).not.toBe(first.page.context());
    expect(new URL(first.page.url()).pathname).toBe('/about');
    await second.close();
    expect(first.page.isClosed()).toBe(false);
  });

  it('a test may leave the tab unable to be cleared: its context answers no page of the site', async () => {
    const { page } = await openPage(site.browser(), '/about');
    await page.context().route('**/robots.txt', () => new Promise<void>(() => undefined));
    left = page;
  });

  it('the next test then gets a page of a new context, and the stuck tab is let go', async () => {
    const opened = await openPage(site.browser(), '/about', { viewport: PHONE });
    expect(opened.page).not.toBe(left);
    expect(left?.isClosed()).toBe(true);
    await opened.page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await opened.page.evaluate(() => innerWidth)).toBe(PHONE.width);
    await opened.close();
  });
});
