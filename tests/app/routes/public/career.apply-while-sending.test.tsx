/**
 * The job apply dialog against hosts that never answer: it can be closed while it sends (Cancel,
 * Escape, the close icon; the last two ask first, the form being filled), which stops the upload or
 * the submission and shows nothing afterwards; a stalled upload ends by itself with a clear message;
 * submitting again (Retry) works. An application whose answer never came is not called failed: the
 * dialog says it could not be confirmed and asks before sending it again; sending again reuses the
 * resume already uploaded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_STALL_MS, WRITE_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { http } from '@/lib/backendClient';
import { server } from '@/mocks/node';
import { APPLICATION_UNCONFIRMED, SEND_AGAIN } from '@/features/careers/messages';
import { loseAnswer } from '@tests/test-utils/answers';
import { capture, json } from '@tests/test-utils/capture';
import { renderApp } from '@tests/test-utils/render';

const RESUME_URL = 'https://files.example.com/resumes/priya-cv.pdf';
const APPLY = '/real-estate/jobs/create-job-apply';
const SUCCESS = 'Application Submitted Successfully';
type App = ReturnType<typeof renderApp>;

const pdf = () => new File(['%PDF-1.4 a small resume'], 'priya-cv.pdf', { type: 'application/pdf' });

async function openApply(role = 'Telecaller') {
  const app = renderApp('/career');
  await screen.findByRole('heading', { level: 1, name: 'Join Our Team' }, { timeout: 5000 });
  await app.user.click(screen.getByRole('button', { name: `Apply Now for ${role}` }));
  return { app, dialog: screen.getByRole('dialog', { name: role }) };
}

async function fillAndSubmit(app: App, dialog: HTMLElement) {
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  if (!(field(/^Name/) as HTMLInputElement).value) {
    await app.user.type(field(/^Name/), 'Priya Sahoo');
    await app.user.type(field(/^Email/), 'priya@example.com');
    await app.user.type(field(/^Phone/), '9437011111');
    await app.user.upload(field(/^Resume/) as HTMLInputElement, pdf());
  }
  await app.user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
}

/** The filled form asks before Escape or the close icon close it; leaving is what stops the sending. */
async function leave(app: App) {
  const question = await screen.findByRole('dialog', { name: 'Leave this form?' });
  await app.user.click(within(question).getByRole('button', { name: 'Leave' }));
}

/** An upload endpoint that holds every request until released; answers a URL then. */
function heldUpload() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state = { arrived: 0, release: () => release() };
  server.use(
    mock.post(`*${env.uploadUrl}`, async () => {
      state.arrived += 1;
      await gate;
      return HttpResponse.json({ secure_url: RESUME_URL });
    }),
  );
  return state;
}

/** An upload endpoint that answers RESUME_URL and counts the uploads (into `into`, when given). */
function countedUpload(into: { count: number } = { count: 0 }) {
  server.use(
    mock.post(`*${env.uploadUrl}`, () => {
      into.count += 1;
      return HttpResponse.json({ secure_url: RESUME_URL });
    }),
  );
  return into;
}

const okUpload = () =>
  server.use(mock.post(`*${env.uploadUrl}`, () => HttpResponse.json({ secure_url: RESUME_URL })));

afterEach(() => {
  vi.useRealTimers();
});

describe('Apply dialog while it sends', () => {
  it.each([
    [
      'Cancel',
      (app: App, dialog: HTMLElement) =>
        app.user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ],
    [
      'Escape',
      async (app: App) => {
        await app.user.keyboard('{Escape}');
        await leave(app);
      },
    ],
    [
      'the close icon',
      async (app: App, dialog: HTMLElement) => {
        await app.user.click(within(dialog).getByRole('button', { name: 'Close application form' }));
        await leave(app);
      },
    ],
  ])(
    'closes with %s during the resume upload, which stops it: nothing is sent or shown',
    async (_label, close) => {
      const upload = heldUpload();
      const apply = capture(APPLY, json({}, 201));
      const { app, dialog } = await openApply();
      await fillAndSubmit(app, dialog);
      expect(within(dialog).getByRole('button', { name: 'Loading...' })).toBeDisabled();
      await waitFor(() => expect(upload.arrived).toBe(1));

      await close(app, dialog);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The host answers after all: the cancelled application goes no further.
      upload.release();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(apply.calls).toHaveLength(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      // Retry: the dialog opened again sends as usual.
      okUpload();
      const again = await openApply('Telecaller').then(() =>
        screen.getByRole('dialog', { name: 'Telecaller' }),
      );
      await fillAndSubmit(app, again);
      expect(await screen.findByRole('dialog', { name: SUCCESS })).toBeInTheDocument();
      expect(apply.calls).toHaveLength(1);
    },
  );

  it('closes while the application itself is sent, and nothing shows afterwards', async () => {
    okUpload();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    server.use(
      mock.post(`*${APPLY}`, async () => {
        arrived += 1;
        await gate;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const post = vi.spyOn(http, 'post');
    const { app, dialog } = await openApply();
    await fillAndSubmit(app, dialog);
    await waitFor(() => expect(arrived).toBe(1));
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The request itself is stopped, not just forgotten: the call's signal has aborted.
    const config = post.mock.calls.find(([url]) => url === '/jobs/create-job-apply')?.[2];
    expect(config?.signal?.aborted).toBe(true);
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: SUCCESS })).not.toBeInTheDocument();
  });

  it(`fails a resume upload with no progress for ${UPLOAD_STALL_MS / 1000} s, keeps the form; Retry works`, async () => {
    server.use(mock.post(`*${env.uploadUrl}`, () => new Promise<Response>(() => undefined)));
    const apply = capture(APPLY, json({}, 201));
    const { app, dialog } = await openApply();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await fillAndSubmit(app, dialog);
    expect(within(dialog).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS + 1_000);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The upload of "priya-cv.pdf" stopped: no progress for 30 seconds. Please try again.',
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Priya Sahoo');
    expect(apply.calls).toHaveLength(0);

    okUpload();
    await fillAndSubmit(app, dialog);
    expect(await screen.findByRole('dialog', { name: SUCCESS })).toBeInTheDocument();
    expect(apply.calls).toHaveLength(1);
  });

  it(`cannot confirm an application the backend has not answered in ${WRITE_TIMEOUT_MS / 1000} s: asks before sending it again, and sends the resume uploaded once`, async () => {
    const uploads = countedUpload();
    const lost = loseAnswer('/jobs/create-job-apply', { saved: true, how: 'silent' });
    const { app, dialog } = await openApply();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await fillAndSubmit(app, dialog);
    await waitFor(() => expect(lost.arrived()).toBe(1));
    // Still waiting at a read's 10 s: a write has its own, longer limit.
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 1_000);
    expect(within(dialog).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(2_000);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(APPLICATION_UNCONFIRMED);
    expect(within(dialog).queryByText(/Please try again/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Priya Sahoo');

    const apply = capture(APPLY, json({}, 201));
    await app.user.click(within(dialog).getByRole('button', { name: SEND_AGAIN }));
    expect(await screen.findByRole('dialog', { name: SUCCESS })).toBeInTheDocument();
    expect(apply.calls).toHaveLength(1);
    expect(apply.last.json).toMatchObject({ name: 'Priya Sahoo', resume: RESUME_URL });
    expect(uploads.count).toBe(1);
  });

  it.each([
    [
      'a server error',
      () => capture(APPLY, json({ message: 'Database unavailable' }, 500)),
      'Your application could not be submitted: Database unavailable',
    ],
    [
      'a lost connection',
      () => loseAnswer('/jobs/create-job-apply', { saved: false, how: 'dropped' }),
      APPLICATION_UNCONFIRMED,
    ],
  ])('sends again after %s without uploading the same resume again', async (_label, fail, text) => {
    const uploads = countedUpload();
    fail();
    const { app, dialog } = await openApply();
    await fillAndSubmit(app, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(uploads.count).toBe(1);

    server.resetHandlers();
    countedUpload(uploads);
    const apply = capture(APPLY, json({}, 201));
    await app.user.click(within(dialog).getByRole('button', { name: /^(Submit Application|Send Again)$/ }));
    expect(await screen.findByRole('dialog', { name: SUCCESS })).toBeInTheDocument();
    expect(apply.last.json).toMatchObject({ resume: RESUME_URL });
    expect(uploads.count).toBe(1);
  });

  it('uploads a resume again when another file is chosen', async () => {
    const uploads = countedUpload();
    capture(APPLY, json({ message: 'Database unavailable' }, 500));
    const { app, dialog } = await openApply();
    await fillAndSubmit(app, dialog);
    await within(dialog).findByRole('alert');

    const other = new File(['%PDF-1.4 a longer, newer resume'], 'priya-cv.pdf', { type: 'application/pdf' });
    await app.user.upload(within(dialog).getByLabelText(/^Resume/) as HTMLInputElement, other);
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await within(dialog).findByRole('alert');
    await waitFor(() => expect(uploads.count).toBe(2));
  });
});
