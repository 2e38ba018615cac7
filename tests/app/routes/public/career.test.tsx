import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { APPLICATION_REQUIRED_MESSAGE } from '@/features/careers/components/applicationFormSchema';
import { server } from '@/mocks/node';
import { capture, json } from '@tests/test-utils/capture';
import { renderApp } from '@tests/test-utils/render';

const ROLES = [
  'Digital Marketing Associate',
  'Marketing Manager',
  'Business Development Executive',
  'Telecaller',
  'HR Generalist',
  'Project Coordinator',
];
const RESUME_URL = 'https://files.example.com/resumes/priya-cv.pdf';
const APPLY = '/real-estate/jobs/create-job-apply';

const pdf = (name = 'priya-cv.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.4 a small resume'], name, { type });

async function openCareer() {
  const app = renderApp('/career');
  await screen.findByRole('heading', { level: 1, name: 'Join Our Team' }, { timeout: 5000 });
  return app;
}

async function openApply(app: ReturnType<typeof renderApp>, role = 'Telecaller') {
  await app.user.click(screen.getByRole('button', { name: `Apply Now for ${role}` }));
  return screen.getByRole('dialog', { name: role });
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

async function fillForm(
  app: ReturnType<typeof renderApp>,
  dialog: HTMLElement,
  values: { name?: string; email?: string; phone?: string; letter?: string; file?: File | null } = {},
) {
  const { name = 'Priya Sahoo', email = 'priya@example.com', phone = '9437011111', letter = '' } = values;
  const file = values.file === undefined ? pdf() : values.file;
  if (name) await app.user.type(field(dialog, /^Name/), name);
  if (email) await app.user.type(field(dialog, /^Email/), email);
  if (phone) await app.user.type(field(dialog, /^Phone/), phone);
  if (letter) await app.user.type(field(dialog, /^Cover Letter/), letter);
  if (file) await app.user.upload(field(dialog, /^Resume/) as HTMLInputElement, file);
}

/** Answers the upload with a URL and records what was sent. */
function mockUpload(
  reply: () => Response | Promise<Response> = () => HttpResponse.json({ secure_url: RESUME_URL }),
) {
  const sent: { preset: FormDataEntryValue | null; file: FormDataEntryValue | null }[] = [];
  server.use(
    http.post(`*${env.uploadUrl}`, async ({ request }) => {
      const form = await request.formData();
      sent.push({ preset: form.get('upload_preset'), file: form.get('file') });
      return reply();
    }),
  );
  return sent;
}

const submit = (app: ReturnType<typeof renderApp>, dialog: HTMLElement) =>
  app.user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

describe('Career page', () => {
  it('shows the six Full-Time positions in Bhubaneswar, the benefits and a Contact Us button', async () => {
    await openCareer();
    await waitFor(() => expect(document.title).toContain('Join Our Team'));
    for (const role of ROLES) {
      const heading = screen.getByRole('heading', { level: 3, name: role });
      const card = heading.closest('article') as HTMLElement;
      expect(within(card).getByText('Full-Time')).toBeInTheDocument();
      expect(within(card).getByText('Bhubaneswar')).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: /^Apply Now/ })).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Why work with us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('opens a dialog with the role, location, job type, description and the form; Cancel closes it', async () => {
    const app = await openCareer();
    const dialog = await openApply(app, 'HR Generalist');
    const details = within(dialog);
    expect(details.getByText('Role').nextElementSibling).toHaveTextContent('HR Generalist');
    expect(details.getByText('Location').nextElementSibling).toHaveTextContent('Bhubaneswar');
    expect(details.getByText('Job Type').nextElementSibling).toHaveTextContent('Full-Time');
    expect(details.getByText('Job Description').nextElementSibling).toHaveTextContent(/HR experience/);
    expect(details.getByRole('heading', { name: 'Apply for the Position' })).toBeInTheDocument();
    expect(field(dialog, /^Resume/)).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');
    expect(field(dialog, /^Cover Letter \(optional\)/)).not.toBeRequired();

    await app.user.click(details.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['everything', { name: '', email: '', phone: '', file: null }],
    ['the name', { name: '' }],
    ['the email', { email: '' }],
    ['the phone', { phone: '' }],
    ['the resume', { file: null }],
  ])('alerts on the page and sends nothing when %s is missing', async (_label, values) => {
    const browserAlert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const upload = mockUpload();
    const apply = capture(APPLY);
    const app = await openCareer();
    const dialog = await openApply(app);
    await fillForm(app, dialog, values);
    await submit(app, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(APPLICATION_REQUIRED_MESSAGE);
    expect(upload).toHaveLength(0);
    expect(apply.calls).toHaveLength(0);
    expect(browserAlert).not.toHaveBeenCalled();
  });

  it('names a wrong email or phone on its field and sends nothing', async () => {
    const upload = mockUpload();
    const app = await openCareer();
    const dialog = await openApply(app);
    await fillForm(app, dialog, { email: 'priya-at-example', phone: '94370' });
    await submit(app, dialog);
    expect(within(dialog).getByText('Invalid email format')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid phone number, must be 10 digits')).toBeInTheDocument();
    expect(upload).toHaveLength(0);
  });

  it('refuses a resume that is not a .jpg, .jpeg, .png or .pdf', async () => {
    const upload = mockUpload();
    const app = await openCareer();
    const dialog = await openApply(app);
    await fillForm(app, dialog, { file: null });
    const input = field(dialog, /^Resume/) as HTMLInputElement;
    // The picker's accept filter can be bypassed (drag and drop, "All files"): the form checks too.
    fireEvent.change(input, {
      target: { files: [new File(['doc'], 'cv.docx', { type: 'application/msword' })] },
    });
    expect(
      within(dialog).getByText('"cv.docx" must be a .jpg, .jpeg, .png or .pdf file.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await submit(app, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(APPLICATION_REQUIRED_MESSAGE);
    expect(upload).toHaveLength(0);
  });

  it('reads Loading... while it uploads the resume first and then sends the exact application', async () => {
    const order: string[] = [];
    const upload = mockUpload(async () => {
      order.push('upload');
      await delay(50);
      return HttpResponse.json({ secure_url: RESUME_URL });
    });
    const apply = capture(APPLY, () => {
      order.push('apply');
      return HttpResponse.json({ message: 'ok' }, { status: 201 });
    });
    const app = await openCareer();
    const dialog = await openApply(app);
    await fillForm(app, dialog, { letter: 'I enjoy talking to people.' });
    await submit(app, dialog);

    const busy = within(dialog).getByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    // Cancel stays usable while it sends: closing stops the application (see below).

    const success = await screen.findByRole('dialog', { name: 'Application Submitted Successfully' });
    expect(order).toEqual(['upload', 'apply']);
    expect(upload).toHaveLength(1);
    expect(upload[0]?.preset).toBe(env.uploadPresets.resumes);
    // The file itself is sent (its name may not survive the test runtime's multipart parser).
    expect(await (upload[0]?.file as Blob).text()).toBe('%PDF-1.4 a small resume');
    expect(apply.calls).toHaveLength(1);
    expect(apply.last.method).toBe('POST');
    expect(apply.last.json).toEqual({
      name: 'Priya Sahoo',
      email: 'priya@example.com',
      phone: '9437011111',
      jobLetter: 'I enjoy talking to people.',
      resume: RESUME_URL,
      jobData: { role: 'Telecaller', type: 'Full-Time' },
    });

    // The form is gone (cleared); Close ends the success message.
    expect(screen.queryByRole('dialog', { name: 'Telecaller' })).not.toBeInTheDocument();
    await app.user.click(within(success).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const again = await openApply(app);
    expect(field(again, /^Name/)).toHaveValue('');
    expect(field(again, /^Email/)).toHaveValue('');
    expect((field(again, /^Resume/) as HTMLInputElement).files).toHaveLength(0);
  });

  it('sends an empty jobLetter when no letter is written (through the demo backend)', async () => {
    const apply = capture(APPLY, json({ message: 'Application submitted successfully' }, 201));
    const app = await openCareer();
    const dialog = await openApply(app, 'Project Coordinator');
    await fillForm(app, dialog);
    await submit(app, dialog);
    await screen.findByRole('dialog', { name: 'Application Submitted Successfully' });
    expect(apply.last.json).toMatchObject({
      jobLetter: '',
      jobData: { role: 'Project Coordinator', type: 'Full-Time' },
    });
    expect((apply.last.json as { resume: string }).resume).toMatch(/^https?:\/\//);
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: { message: 'Upload preset not found' } }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['an answer without secure_url', () => HttpResponse.json({})],
  ])('keeps everything when the upload fails with %s and sends no application', async (_label, reply) => {
    mockUpload(reply);
    const apply = capture(APPLY);
    const app = await openCareer();
    const dialog = await openApply(app);
    await fillForm(app, dialog, { letter: 'Hello' });
    await submit(app, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('"priya-cv.pdf"');
    expect(apply.calls).toHaveLength(0);
    expect(field(dialog, /^Name/)).toHaveValue('Priya Sahoo');
    expect(field(dialog, /^Cover Letter/)).toHaveValue('Hello');
    expect((field(dialog, /^Resume/) as HTMLInputElement).files?.[0]?.name).toBe('priya-cv.pdf');
    expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it.each([
    [
      'a 500 with a message',
      json({ message: 'Applications are closed today' }, 500),
      'Applications are closed today',
    ],
  ])('keeps everything typed and chosen when the application fails with %s', async (_label, reply, text) => {
    mockUpload();
    capture(APPLY, reply);
    const app = await openCareer();
    const dialog = await openApply(app);
    await fillForm(app, dialog);
    await submit(app, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your application could not be submitted');
    expect(alert).toHaveTextContent(text);
    expect(
      screen.queryByRole('dialog', { name: 'Application Submitted Successfully' }),
    ).not.toBeInTheDocument();
    expect(field(dialog, /^Email/)).toHaveValue('priya@example.com');
    expect(field(dialog, /^Phone/)).toHaveValue('9437011111');
    expect((field(dialog, /^Resume/) as HTMLInputElement).files?.[0]?.name).toBe('priya-cv.pdf');

    // A retry that works ends in the success message.
    capture(APPLY, json({}, 201));
    await submit(app, dialog);
    expect(
      await screen.findByRole('dialog', { name: 'Application Submitted Successfully' }),
    ).toBeInTheDocument();
  });

  it('closes the dialog with Escape', async () => {
    const app = await openCareer();
    await openApply(app, 'Marketing Manager');
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
