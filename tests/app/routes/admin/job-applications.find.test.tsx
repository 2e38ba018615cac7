/**
 * Job applications as the office works through them: an 'Applied on' column, newest
 * first, a search over name, e-mail, phone and role and a role filter kept in the URL, and an
 * 'Export CSV' of what the filters show.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { makeApplication } from '@tests/test-utils/fixtures';
import { tableRows } from '@tests/test-utils/page';
import { renderApp, signIn } from '@tests/test-utils/render';

const ALL = '*/real-estate/jobs/get-all-applications';

// Seven applications in no particular order; the two marketing ones a week apart.
const applications = [
  makeApplication(1, { createdAt: '2026-03-01T09:00:00.000Z' }),
  makeApplication(2, {
    name: 'Itishree Behera',
    jobData: { role: 'Marketing Manager', type: 'Full-Time' },
    createdAt: '2026-05-12T10:24:00.000Z',
  }),
  makeApplication(3, { createdAt: '2026-04-01T09:00:00.000Z', phone: '94370 12345' }),
  makeApplication(4, {
    name: 'Sourav Mishra',
    jobData: { role: 'Marketing Manager', type: 'Full-Time' },
    createdAt: '2026-05-05T10:24:00.000Z',
    jobLetter: 'Dear sir, I "love" selling plots',
  }),
  makeApplication(5, { createdAt: '2026-02-01T09:00:00.000Z' }),
  makeApplication(6, { createdAt: '' }),
  makeApplication(7, { createdAt: '2026-01-15T09:00:00.000Z', email: 'seventh@mail.example' }),
];

const rowNames = () =>
  tableRows().map((row) => within(row).getAllByRole('cell')[1]?.querySelector('p')?.textContent ?? '');

async function open(path = '/job-applications') {
  server.use(http.get(ALL, () => HttpResponse.json({ data: applications })));
  const view = renderApp(path);
  await waitFor(() => expect(rowNames().length).toBeGreaterThan(0));
  return view;
}

/** What 'Export CSV' saves: jsdom does not download, so the blob and the file name are caught. */
function catchSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    last = blob as Blob;
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/** The file's text, its byte-order mark kept (jsdom's Blob has no text(); FileReader reads it). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('Job Applications: date, order, search, role filter and export', () => {
  beforeEach(async () => {
    await signIn();
  });

  it('shows when each was sent, newest first, those without a date last', async () => {
    const { user } = await open();
    expect(screen.getByRole('columnheader', { name: 'Applied on' })).toBeInTheDocument();
    expect(rowNames()).toEqual([
      'Itishree Behera',
      'Sourav Mishra',
      'Applicant 03',
      'Applicant 01',
      'Applicant 05',
    ]);
    const first = tableRows()[0]!;
    expect(within(first).getByText('12 May 2026')).toHaveAttribute('datetime', '2026-05-12T10:24:00.000Z');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(rowNames()).toEqual(['Applicant 07', 'Applicant 06']);
    expect(within(tableRows()[1]!).getAllByRole('cell')[3]).toHaveTextContent('—');
  });

  it('searches name, e-mail, phone and role, keeps the search in the URL and starts again at page 1', async () => {
    const { user, location } = await open('/job-applications?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'marketing');
    await waitFor(() => expect(location().search).toBe('?q=marketing'));
    expect(rowNames()).toEqual(['Itishree Behera', 'Sourav Mishra']);
    expect(screen.getByText('2 applications')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '9437012345');
    await waitFor(() => expect(rowNames()).toEqual(['Applicant 03']));

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'seventh@');
    await waitFor(() => expect(rowNames()).toEqual(['Applicant 07']));
  });

  it('filters by role from the URL and from the select; Clear Filters shows everything again', async () => {
    const { user, location } = await open('/job-applications?role=Marketing+Manager');
    expect(rowNames()).toEqual(['Itishree Behera', 'Sourav Mishra']);
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('Marketing Manager');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All roles', 'Marketing Manager', 'Telecaller']);

    await user.selectOptions(role, 'Telecaller');
    await waitFor(() => expect(location().search).toBe('?role=Telecaller'));
    expect(screen.getByText('5 applications')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByText('7 applications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('exports what the filters show as CSV: BOM, a row each, the resume URL, quotes kept', async () => {
    const saved = catchSaves();
    const { user } = await open('/job-applications?q=marketing');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^job-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await textOf(saved[0]!.blob);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Applied on,Name,Email,Phone,Role,Type,Letter,Resume URL');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^2026-05-12 \d\d:\d\d,Itishree Behera,applicant2@example.com,9876543202,Marketing Manager,Full-Time,Letter 2,https:\/\/files.example.com\/resume-2.pdf$/,
    );
    expect(lines[2]).toContain(',"Dear sir, I ""love"" selling plots",');
    expect(lines[3]).toBe('');
  });

  it('offers no export while nothing is shown', async () => {
    const { user } = await open();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody at all');
    await waitFor(() => expect(screen.getByText('No data found.')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
