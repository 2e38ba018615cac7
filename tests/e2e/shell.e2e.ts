import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN,
  expectAccessible,
  expectNoErrors,
  gotoPage,
  openPage,
  openPageInNewContext,
  signedIn,
  signInAsAdmin,
  useBrowser,
  WIDTHS,
} from './support';

describe('the administrator signs in and out', () => {
  const site = useBrowser();

  it('signs in with the demo credentials, sees the counters, opens Profile and signs out', async () => {
    const opened = await openPage(site.browser(), '/login');
    const { page } = opened;
    await expect.poll(() => page.getByText('Demo credentials').isVisible()).toBe(true);
    await signInAsAdmin(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    const count = (label: string) => page.getByTestId(`count-${label}`);
    await expect.poll(() => count('Total Buildings').textContent(), { timeout: 25_000 }).toBe('500+');
    await expect.poll(() => count('Total Lands').textContent(), { timeout: 5_000 }).toBe('800+');
    await expect.poll(() => count('Total Customers').textContent(), { timeout: 5_000 }).toBe('100+');

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('Location').waitFor();

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const stored = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
    }));
    expect(stored.local).toBe(0);
    expectNoErrors(opened);
    await opened.close();
  });

  it('names each page the build did not render: /login opened by its address, then /dashboard and /profile', async () => {
    const opened = await openPage(site.browser(), '/login');
    const { page } = opened;
    await expect.poll(() => page.title()).toBe('Login | Kalinga Habitats');
    await signInAsAdmin(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.title()).toBe('Dashboard | Kalinga Habitats');
    await gotoPage(page, site.url('/profile'));
    await expect.poll(() => page.title()).toBe('Profile | Kalinga Habitats');
    expectNoErrors(opened);
    await opened.close();
  });

  it("keeps another tab's unsaved form through an expiry there, and opens that tab's /login saying why", async () => {
    const opened = await openPageInNewContext(site.browser(), '/login');
    const expiring = opened.page;
    await signInAsAdmin(expiring);
    const other = await opened.context.newPage();
    await gotoPage(other, site.url('/create-new-building'));
    await other.getByLabel('Building Name').fill('Two tabs, one draft');

    // The backend stops taking the token: the first tab's next admin read meets a 401.
    await expiring.evaluate(() => localStorage.setItem('token', 'no-longer-valid'));
    await gotoPage(expiring, site.url('/profile'));
    await expiring.waitForURL('**/login');

    await other.waitForURL('**/login');
    await expect
      .poll(() => other.getByRole('status').textContent())
      .toBe('Your session has expired. Please sign in again.');
    await other.getByLabel('Phone Number').fill(DEMO_ADMIN.phone);
    await other.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await other.getByRole('button', { name: 'Log In' }).click();
    await other.waitForURL('**/create-new-building');
    await expect.poll(() => other.getByLabel('Building Name').inputValue()).toBe('Two tabs, one draft');
    // The 401 is the expected answer here, not an error of the page.
    opened.errors.splice(0, opened.errors.length, ...opened.errors.filter((e) => !e.includes('401')));
    expectNoErrors(opened);
    await opened.close();
  });

  it('sends a visitor who opens /dashboard to /', async () => {
    const opened = await openPage(site.browser(), '/dashboard');
    await opened.page.waitForURL((url) => url.pathname === '/');
    expectNoErrors(opened);
    await opened.close();
  });

  it('refuses wrong credentials with the server message in red', async () => {
    const opened = await openPage(site.browser(), '/login');
    const { page } = opened;
    await page.getByLabel('Phone Number').fill(DEMO_ADMIN.phone);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The 401 is the expected answer here, not an error of the page.
    opened.errors.splice(0, opened.errors.length, ...opened.errors.filter((e) => !e.includes('401')));
    expectNoErrors(opened);
    await opened.close();
  });

  for (const viewport of WIDTHS) {
    it(`has no axe violation on /login, /forgot-password and /dashboard at ${viewport.width} px`, async () => {
      for (const path of ['/login', '/forgot-password']) {
        const opened = await openPage(site.browser(), path, { viewport });
        await opened.page.getByRole('heading', { level: 1 }).waitFor();
        await expectAccessible(opened.page);
        expectNoErrors(opened);
        await opened.close();
      }
      const opened = await signedIn(site, viewport);
      await opened.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await expectAccessible(opened.page);
      if (viewport.width < 1024) {
        await opened.page.getByRole('button', { name: 'Toggle menu' }).click();
        await opened.page
          .getByRole('dialog', { name: 'Admin menu' })
          .getByRole('link', { name: 'Blogs' })
          .click();
        await opened.page.waitForURL('**/blogs');
      }
      expectNoErrors(opened);
      await opened.close();
    });
  }
});
