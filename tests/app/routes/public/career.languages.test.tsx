/**
 * The career page and its application in Odia and Hindi: the page, a position's dialog, the form's
 * problems, a refused resume and the success message in the language; what the backend gets (the
 * position's English name and kind) stays as it is.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/career';
import { HONEYPOT_NAME } from '@/components/honeypot';
import { env } from '@/config/env';
import { server } from '@/mocks/node';
import hiJson from '@/lib/i18n/messages/hi/careers.json';
import hiFormsJson from '@/lib/i18n/messages/hi/forms.json';
import orJson from '@/lib/i18n/messages/or/careers.json';
import orFormsJson from '@/lib/i18n/messages/or/forms.json';
import { capture, json } from '@tests/test-utils/capture';
import { COMPANY_ADDRESS, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { translation } from '@tests/test-utils/translation';

const hi = translation<'careers'>(hiJson);
const hiForms = translation<'forms'>(hiFormsJson);
const or = translation<'careers'>(orJson);
const orForms = translation<'forms'>(orFormsJson);

const APPLY = '/real-estate/jobs/create-job-apply';
const RESUME_URL = 'https://files.example.com/resumes/priya-cv.pdf';

/**
 * The stray English a reader of the page sees, the spam trap's field left out: an off-screen field,
 * hidden from screen readers, whose English label is bait for bots only.
 */
function strayLatinShown(allowed: readonly string[] = []): string[] {
  const page = document.body.cloneNode(true) as Element;
  page.querySelectorAll(`input[name="${HONEYPOT_NAME}"]`).forEach((trap) => {
    trap.closest('[aria-hidden="true"]')?.remove();
  });
  return strayLatinOnPage(page, [...COMPANY_ADDRESS, ...allowed]);
}

describe.each([
  { language: 'or' as const, words: or, forms: orForms },
  { language: 'hi' as const, words: hi, forms: hiForms },
])('The career page in $language', ({ language, words, forms }) => {
  const open = () => openPage(`/${language}/career`, words.title);
  const telecaller = words.jobs.telecaller.role;

  async function openApply(app: Awaited<ReturnType<typeof open>>) {
    await app.user.click(
      screen.getByRole('button', { name: words.card.applyFor.replace('{role}', telecaller) }),
    );
    return screen.getByRole('dialog', { name: telecaller });
  }

  const field = (dialog: HTMLElement, label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

  it('is written in the language, its title and description too, with no English left', async () => {
    await open();
    await waitFor(() => expect(document.title).toContain(words.title));
    const descriptors = meta({ location: { pathname: `/${language}/career` } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toBe(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`/${language}/career$`));

    for (const { role } of Object.values(words.jobs)) {
      const card = screen.getByRole('heading', { level: 3, name: role }).closest('article') as HTMLElement;
      expect(within(card).getByText(words.fullTime)).toBeInTheDocument();
      expect(within(card).getByText(words.location)).toBeInTheDocument();
      expect(
        within(card).getByRole('button', { name: words.card.applyFor.replace('{role}', role) }),
      ).toHaveTextContent(words.card.apply);
    }
    expect(screen.queryByText('Telecaller')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.benefits.title })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: words.benefits.items[0].title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.questions.contact })).toHaveAttribute(
      'href',
      `/${language}/contact`,
    );
    expect(strayLatinShown()).toEqual([]);
    expectOrderedHeadings();
  });

  it("opens a position's dialog in the language; an empty submit says what is missing", async () => {
    const app = await open();
    const dialog = await openApply(app);
    const details = within(dialog);
    expect(details.getByText(words.dialog.role).nextElementSibling).toHaveTextContent(telecaller);
    expect(details.getByText(words.dialog.location).nextElementSibling).toHaveTextContent(words.location);
    expect(details.getByText(words.dialog.type).nextElementSibling).toHaveTextContent(words.fullTime);
    expect(details.getByText(words.dialog.description).nextElementSibling).toHaveTextContent(
      words.jobs.telecaller.description,
    );
    expect(details.getByRole('heading', { name: words.form.heading })).toBeInTheDocument();
    expect(field(dialog, forms.name)).toBeRequired();
    expect(field(dialog, forms.phone)).toHaveAttribute('placeholder', words.form.phonePlaceholder);
    expect(field(dialog, words.form.coverLetter)).toHaveAttribute(
      'placeholder',
      words.form.coverLetterPlaceholder,
    );
    expect(field(dialog, words.resume.label)).toHaveAccessibleDescription(
      words.resume.hint.replace('{megabytes}', '10'),
    );
    expect(details.getByRole('button', { name: words.dialog.close })).toBeInTheDocument();
    // The notice under the form loads its words a moment after the dialog opens.
    await waitFor(() => expect(strayLatinShown()).toEqual([]));

    await app.user.click(details.getByRole('button', { name: words.form.submit }));
    expect(details.getByRole('alert')).toHaveTextContent(words.errors.required);

    await app.user.type(field(dialog, forms.name), 'Priya Sahoo');
    await app.user.type(field(dialog, forms.email), 'priya-at-example');
    await app.user.type(field(dialog, forms.phone), '94370');
    await app.user.upload(
      field(dialog, words.resume.label) as HTMLInputElement,
      new File(['%PDF-1.4'], 'priya-cv.pdf', { type: 'application/pdf' }),
    );
    await app.user.click(details.getByRole('button', { name: words.form.submit }));
    expect(details.getByRole('alert')).toHaveTextContent(words.errors.correctFields);
    expect(details.getByText(forms.errors.emailInvalid)).toBeInTheDocument();
    expect(details.getByText(forms.errors.phoneInvalid.replace('{digits}', '10'))).toBeInTheDocument();
    // What the visitor typed is theirs, and stays as typed.
    expect(strayLatinShown()).toEqual([]);

    await app.user.click(details.getByRole('button', { name: words.form.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a resume of another kind in the language', async () => {
    const app = await open();
    const dialog = await openApply(app);
    const input = field(dialog, words.resume.label) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['doc'], 'cv.docx', { type: 'application/msword' })] },
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(words.resume.wrongType.replace('{file}', 'cv.docx'))).toBeInTheDocument();
    // The file's name is the visitor's own, quoted as it is.
    await waitFor(() => expect(strayLatinShown(['cv.docx'])).toEqual([]));
  });

  it('sends the position as stored and thanks the applicant in the language', async () => {
    server.use(http.post(`*${env.uploadUrl}`, () => HttpResponse.json({ secure_url: RESUME_URL })));
    const apply = capture(APPLY, json({ message: 'ok' }, 201));
    const app = await open();
    const dialog = await openApply(app);
    await app.user.type(field(dialog, forms.name), 'Priya Sahoo');
    await app.user.type(field(dialog, forms.email), 'priya@example.com');
    await app.user.type(field(dialog, forms.phone), '9437011111');
    await app.user.upload(
      field(dialog, words.resume.label) as HTMLInputElement,
      new File(['%PDF-1.4'], 'priya-cv.pdf', { type: 'application/pdf' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: words.form.submit }));

    const success = await screen.findByRole('dialog', { name: words.success.title });
    expect(apply.last.json).toEqual({
      name: 'Priya Sahoo',
      email: 'priya@example.com',
      phone: '9437011111',
      jobLetter: '',
      resume: RESUME_URL,
      jobData: { role: 'Telecaller', type: 'Full-Time' },
    });
    expect(success).toHaveTextContent(words.success.text.replace('{role}', telecaller));
    expect(within(success).getByRole('button', { name: words.success.closeLabel })).toBeInTheDocument();
    expect(strayLatinShown()).toEqual([]);
    await app.user.click(within(success).getByRole('button', { name: words.success.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in the language when the application could not be sent, the server’s words marked English', async () => {
    server.use(http.post(`*${env.uploadUrl}`, () => HttpResponse.json({ secure_url: RESUME_URL })));
    capture(APPLY, json({ message: 'Applications are closed today' }, 500));
    const app = await open();
    const dialog = await openApply(app);
    await app.user.type(field(dialog, forms.name), 'Priya Sahoo');
    await app.user.type(field(dialog, forms.email), 'priya@example.com');
    await app.user.type(field(dialog, forms.phone), '9437011111');
    await app.user.upload(
      field(dialog, words.resume.label) as HTMLInputElement,
      new File(['%PDF-1.4'], 'priya-cv.pdf', { type: 'application/pdf' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: words.form.submit }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      words.errors.notSent.replace('{reason}', 'Applications are closed today'),
    );
    expect(within(alert).getByText('Applications are closed today')).toHaveAttribute('lang', 'en');
    expect(strayLatinShown()).toEqual([]);
  });

  it('says in the language when the resume could not be uploaded, naming the file', async () => {
    server.use(
      http.post(`*${env.uploadUrl}`, () =>
        HttpResponse.json({ error: { message: 'Upload preset not found' } }, { status: 500 }),
      ),
    );
    const apply = capture(APPLY);
    const app = await open();
    const dialog = await openApply(app);
    await app.user.type(field(dialog, forms.name), 'Priya Sahoo');
    await app.user.type(field(dialog, forms.email), 'priya@example.com');
    await app.user.type(field(dialog, forms.phone), '9437011111');
    await app.user.upload(
      field(dialog, words.resume.label) as HTMLInputElement,
      new File(['%PDF-1.4'], 'priya-cv.pdf', { type: 'application/pdf' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: words.form.submit }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(words.errors.uploadFailed.replace('{file}', 'priya-cv.pdf'));
    expect(within(alert).getByText('priya-cv.pdf')).toHaveAttribute('lang', 'en');
    expect(apply.calls).toHaveLength(0);
    expect(strayLatinShown()).toEqual([]);
  });

  it("copies a position's link in the language, naming the position as stored", async () => {
    const app = await open();
    const copy = screen.getByRole('button', {
      name: `${words.card.copy.idle} ${words.card.copyFor.replace('{role}', telecaller)}`,
    });
    await app.user.click(copy);
    expect(copy).toHaveTextContent(words.card.copy.copied);
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe(`/${language}/career`);
    expect(link.searchParams.get('role')).toBe('Telecaller');

    app.unmount();
    await openPage(`${link.pathname}${link.search}`, words.title);
    expect(await screen.findByRole('dialog', { name: telecaller })).toBeInTheDocument();
  });

  it('asks in the language before a dialog with something typed closes', async () => {
    const app = await open();
    const dialog = await openApply(app);
    await app.user.type(field(dialog, forms.name), 'Priya');
    await app.user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: forms.leaveForm.title });
    expect(question).toHaveTextContent(forms.leaveForm.message);
    expect(strayLatinShown()).toEqual([]);
    await app.user.click(within(question).getByRole('button', { name: forms.leaveForm.stay }));
    expect(field(dialog, forms.name)).toHaveValue('Priya');
    await app.user.keyboard('{Escape}');
    await app.user.click(
      within(await screen.findByRole('dialog', { name: forms.leaveForm.title })).getByRole('button', {
        name: forms.leaveForm.leave,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: telecaller })).not.toBeInTheDocument());
  });
});
