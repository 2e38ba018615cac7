/**
 * The job applications an office works through, in a real browser: newest first with
 * the date each was sent, a search and a role filter kept in the address, and 'Export CSV' saving
 * the filtered list as a file Excel opens (UTF-8 with a byte-order mark).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seedApplications } from '@/mocks/seed/applications';
import { expectAccessible, expectNoErrors, goToScreen, signedIn, useBrowser } from './support';

const newest = [...seedApplications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const marketing = newest.filter((application) => /marketing/i.test(application.jobData.role));

describe('back office: job applications', () => {
  const site = useBrowser();

  it('shows the newest first with its date, finds by search and role, and exports what it shows', async () => {
    const opened = await signedIn(site);
    const { page } = opened;
    await goToScreen(page, '/job-applications', 'Job Applications');

    const firstRow = page.getByRole('row').nth(1);
    await firstRow.waitFor();
    await expect
      .poll(() => firstRow.getByRole('cell').nth(1).locator('p').textContent())
      .toBe(newest[0]!.name);
    expect(await firstRow.locator('time').getAttribute('datetime')).toBe(newest[0]!.createdAt);
    await page.getByRole('columnheader', { name: 'Applied on' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search' }).fill('marketing');
    await page.waitForURL('**/job-applications?q=marketing');
    await page.getByText(`${marketing.length} applications`, { exact: true }).waitFor();

    await page.getByRole('combobox', { name: 'Role' }).selectOption(marketing[0]!.jobData.role);
    await page.waitForURL(/role=/);
    const onlyRole = marketing.filter(
      (application) => application.jobData.role === marketing[0]!.jobData.role,
    );
    await page
      .getByText(onlyRole.length === 1 ? '1 application' : `${onlyRole.length} applications`, { exact: true })
      .waitFor();
    await expectAccessible(page);

    // The address keeps the search: a reload shows the same list.
    await page.reload();
    await page
      .getByText(onlyRole.length === 1 ? '1 application' : `${onlyRole.length} applications`, { exact: true })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^job-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Applied on,Name,Email,Phone,Role,Type,Letter,Resume URL');
    expect(lines).toHaveLength(onlyRole.length + 1);
    expect(lines[1]).toContain(onlyRole[0]!.email);
    expect(lines[1]).toContain(new URL(onlyRole[0]!.resume, page.url()).href);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL('**/job-applications');
    await page.getByText(`${seedApplications.length} applications`, { exact: true }).waitFor();
    expectNoErrors(opened);
    await opened.close();
  });
});
