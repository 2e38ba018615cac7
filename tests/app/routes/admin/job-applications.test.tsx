import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { RESUME_NOT_HOSTED } from '@/features/careers/admin/ResumePreview';
import type { JobApplication } from '@/features/careers/schema';
import { server } from '@/mocks/node';
import { seedApplications } from '@/mocks/seed/applications';
import { gate } from '@tests/test-utils/gate';
import { makeApplication } from '@tests/test-utils/fixtures';
import { tableRows } from '@tests/test-utils/page';
import { renderApp, signIn } from '@tests/test-utils/render';

const ALL = '*/real-estate/jobs/get-all-applications';

const serve = (applications: unknown) =>
  server.use(http.get(ALL, () => HttpResponse.json({ data: applications })));

/** The applicant's name in every row of the current page. */
const rowNames = () =>
  tableRows().map((row) => within(row).getAllByRole('cell')[1]?.querySelector('p')?.textContent ?? '');

async function openApplications(path = '/job-applications') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Job Applications', level: 1 });
  return view;
}

/** The image host's files origin in these tests (VITE_FILES_ORIGIN), beside the page's own. */
const FILES_ORIGIN = 'https://files.example.com';
const filesOrigins = env.filesOrigins as unknown as string[];

/** What the page saves: jsdom has no object URLs and does not download, so they are recorded. */
function recordSaves() {
  const saved: { download: string; href: string }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return `blob:saved-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.getAttribute('href') ?? '' });
  });
  return { saved, blobs };
}

describe('Job Applications', () => {
  beforeEach(async () => {
    filesOrigins.push(FILES_ORIGIN);
    await signIn();
  });
  afterEach(() => {
    filesOrigins.splice(filesOrigins.indexOf(FILES_ORIGIN), 1);
    vi.useRealTimers();
  });

  it('lists the seeded applications 5 to a page with name, email, phone, role and type', async () => {
    const { user } = await openApplications();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    await waitFor(() => expect(document.title).toContain('Job Applications'));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    const first = seedApplications.find((application) => rowNames()[0] === application.name)!;
    const row = tableRows()[0]!;
    expect(within(row).getByRole('link', { name: first.email })).toHaveAttribute(
      'href',
      `mailto:${first.email}`,
    );
    expect(within(row).getByRole('link', { name: first.phone })).toHaveAttribute(
      'href',
      `tel:${first.phone}`,
    );
    expect(within(row).getByText(first.jobData.role)).toBeInTheDocument();
    expect(within(row).getByText(first.jobData.type)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(seedApplications.length - 5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(tableRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('6');
  });

  it("shows 'Loading...' until the list arrives", async () => {
    const answer = gate();
    server.use(
      http.get(ALL, async () => {
        await answer.opened;
        return HttpResponse.json({ data: [makeApplication(1)] });
      }),
    );
    await openApplications();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer.open();
    await waitFor(() => expect(rowNames()).toEqual(['Applicant 01']));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('cuts a long letter short, with Read more showing the whole of it', async () => {
    const letter =
      'I have managed the sales desk of a large residential project for three years and would like to join your team in Bhubaneswar.';
    serve([makeApplication(1, { jobLetter: letter }), makeApplication(2, { jobLetter: '' })]);
    const { user } = await openApplications();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const [first, second] = tableRows();
    expect(within(first!).queryByText(letter)).not.toBeInTheDocument();
    expect(within(first!).getByText(/…$/)).toBeInTheDocument();
    const more = within(first!).getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(first!).getByText(letter)).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(second!).getByText('No letter')).toBeInTheDocument();
  });

  it('previews a PDF resume from the files origin in an embedded viewer, with Download and Close', async () => {
    const url = 'https://files.example.com/resumes/asha.pdf';
    serve([makeApplication(1, { name: 'Asha Das', resume: url })]);
    server.use(
      http.get(url, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    );
    const { saved, blobs } = recordSaves();
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: 'Preview resume of Asha Das' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Asha Das' });
    const frame = within(dialog).getByTitle('Resume of Asha Das');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', url);
    // Another origin: an a[download] would only open the file, so it is fetched and saved by name.
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'Asha-Das-resume.pdf', href: 'blob:saved-1' }]));
    expect(blobs[0]).toMatchObject({ size: 8, type: 'application/pdf' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a PDF uploaded in demo mode from a blob, since the demo worker cannot serve a frame', async () => {
    const url = `${window.location.origin}/demo-uploads/abc123.pdf`;
    serve([makeApplication(1, { name: 'Mina Rath', resume: url })]);
    server.use(
      http.get('*/demo-uploads/:file', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    );
    const created: Blob[] = [];
    // jsdom has no object URLs: stand-ins for this test only.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      created.push(blob as Blob);
      return 'blob:resume-1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: 'Preview resume of Mina Rath' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Mina Rath' });
    const frame = await within(dialog).findByTitle('Resume of Mina Rath');
    expect(frame).toHaveAttribute('src', 'blob:resume-1');
    expect(created[0]?.type).toBe('application/pdf');
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('previews an image resume inline and closes on Escape', async () => {
    const url = 'https://files.example.com/resumes/scan.PNG?v=2';
    serve([makeApplication(1, { name: 'Ravi Sahu', resume: url })]);
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: 'Preview resume of Ravi Sahu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Ravi Sahu' });
    expect(within(dialog).getByRole('img', { name: 'Resume of Ravi Sahu' })).toHaveAttribute('src', url);
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('previews the seeded resumes of both kinds', async () => {
    const pdf = seedApplications.find((a) => a.resume.endsWith('.pdf'))!;
    const image = seedApplications.find((a) => a.resume.endsWith('.png'))!;
    serve([pdf, image]);
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: `Preview resume of ${pdf.name}` }));
    expect((await screen.findByTitle(`Resume of ${pdf.name}`)).tagName).toBe('IFRAME');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: `Preview resume of ${image.name}` }));
    expect(await screen.findByRole('img', { name: `Resume of ${image.name}` })).toBeInTheDocument();
  });

  it('never puts a non-http resume address in the page', async () => {
    serve([makeApplication(1, { name: 'Odd One', resume: 'javascript:alert(1)' })]);
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: 'Preview resume of Odd One' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This application has no resume file.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(dialog.querySelector('iframe, img')).toBeNull();
  });

  it.each([
    ['a PDF', 'https://elsewhere.example.net/cv.pdf'],
    ['an image', 'https://elsewhere.example.net/scan.png'],
    ['a look-alike host', 'https://files.example.com.evil.example/cv.pdf'],
    ['another port of the files host', 'https://files.example.com:8443/cv.pdf'],
  ])('shows %s that is not on the files origin only as a plain link with a warning', async (_label, url) => {
    serve([makeApplication(1, { name: 'Odd One', resume: url })]);
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: 'Preview resume of Odd One' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Odd One' });
    expect(within(dialog).getByText(RESUME_NOT_HOSTED)).toBeInTheDocument();
    expect(RESUME_NOT_HOSTED).toContain("not on the site's file host");
    const link = within(dialog).getByRole('link', { name: url });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.querySelector('iframe, img')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it.each([
    ['a PDF at an address ending .html', 'cv.html', '%PDF-1.7', 'Asha-Das-resume.pdf', 'application/pdf'],
    ['a PNG at an address ending .exe', 'cv.exe', '\x89PNG\r\n', 'Asha-Das-resume.png', 'image/png'],
  ])('saves %s by what its bytes are', async (_label, name, bytes, saved, type) => {
    const url = `https://files.example.com/resumes/${name}`;
    serve([makeApplication(1, { name: 'Asha Das', resume: url })]);
    const body = Uint8Array.from(bytes, (char) => char.charCodeAt(0));
    server.use(
      http.get(url, () =>
        HttpResponse.arrayBuffer(body.buffer, { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const saves = recordSaves();
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: 'Preview resume of Asha Das' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Asha Das' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saves.saved).toEqual([{ download: saved, href: 'blob:saved-1' }]));
    expect(saves.blobs[0]).toMatchObject({ size: body.length, type });
  });

  it('refuses a resume whose bytes are a web page, whatever its address says, saving nothing', async () => {
    const url = 'https://files.example.com/resumes/cv.pdf';
    serve([makeApplication(1, { name: 'Asha Das', resume: url })]);
    server.use(http.get(url, () => HttpResponse.text('<!doctype html><p>Not a resume</p>')));
    const { saved } = recordSaves();
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: 'Preview resume of Asha Das' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Asha Das' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText(
        'The resume could not be downloaded. The file is not a PDF, JPG or PNG, so it was not saved.',
      ),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it(`says so when the resume host has not answered a download in ${DOWNLOAD_TIMEOUT_MS / 1000} s, saving nothing; Download again works`, async () => {
    const url = 'https://files.example.com/resumes/slow.pdf';
    serve([makeApplication(1, { name: 'Asha Das', resume: url })]);
    let answer = false;
    server.use(
      http.get(url, () =>
        answer
          ? HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF').buffer, {
              headers: { 'Content-Type': 'application/pdf' },
            })
          : new Promise<Response>(() => undefined),
      ),
    );
    const { saved } = recordSaves();
    const { user } = await openApplications();
    await user.click(await screen.findByRole('button', { name: 'Preview resume of Asha Das' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Asha Das' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_TIMEOUT_MS + 500);
    expect(
      await screen.findByText(
        'The resume could not be downloaded. The file host did not answer in 15 seconds. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    answer = true;
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'Asha-Das-resume.pdf', href: 'blob:saved-1' }]));
  });

  it("encodes the applicant's e-mail and phone in their links, so no recipient or header can be added", async () => {
    serve([
      makeApplication(1, {
        name: 'Sly One',
        email: 'sly@example.com?bcc=spy@evil.example&subject=x',
        phone: '94370 11111?body=x',
      }),
    ]);
    await openApplications();
    await waitFor(() => expect(rowNames()).toEqual(['Sly One']));
    const row = tableRows()[0]!;
    const mail = within(row).getByRole('link', { name: 'sly@example.com?bcc=spy@evil.example&subject=x' });
    expect(mail).toHaveAttribute('href', 'mailto:sly%40example.com%3Fbcc%3Dspy@evil.example%26subject%3Dx');
    expect(mail.getAttribute('href')).not.toMatch(/[?&]/);
    expect(within(row).getByRole('link', { name: '94370 11111?body=x' })).toHaveAttribute(
      'href',
      'tel:9437011111',
    );
  });

  it("says 'No data found.' when there are none and survives malformed answers", async () => {
    serve([]);
    const first = await openApplications();
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    first.unmount();

    serve([null, 'x', { name: 99, jobData: 'nope', resume: 5 }]);
    await openApplications();
    await waitFor(() => expect(rowNames()).toEqual(['99']));
    expect(screen.getByText('No letter')).toBeInTheDocument();
  });

  it.each([
    ['a 500 answer', () => HttpResponse.json({ message: 'Server exploded' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the failure with Retry after %s', async (_label, failure) => {
    let fail = true;
    const applications: JobApplication[] = [makeApplication(1)];
    server.use(http.get(ALL, () => (fail ? failure() : HttpResponse.json(applications))));
    const { user } = await openApplications();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowNames()).toEqual(['Applicant 01']));
  });
});
