/**
 * The blog form as one of the back office's react-hook-form + zod forms: the required fields say
 * their message at the field, paragraph rows come and go through a field array (each row keeps its
 * own text), and the shared hooks ask before leaving and keep a draft through an expired session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@/features/auth/demoCredentials';
import { DRAFT_KEY } from '@/lib/draft';
import { server } from '@/mocks/node';
import { capture, json } from '@tests/test-utils/capture';
import { makeBlog } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const CREATE = '/real-estate/blogs/create-blogs';
const SLOW = { timeout: 10_000 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

type User = ReturnType<typeof renderApp>['user'];

beforeEach(async () => {
  await signIn();
});

async function openCreate() {
  const view = renderApp('/blogs');
  await view.user.click(await screen.findByRole('button', { name: 'Add Blog' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Add Blog' });
  return { ...view, form: within(dialog) };
}

async function fillRequired(user: User, form: ReturnType<typeof within>) {
  await user.type(form.getByLabelText('Category'), 'Legal');
  await user.type(form.getByLabelText('Title'), 'Stamp duty');
  await user.type(form.getByLabelText('Author Name'), 'Ananya');
}

describe('Blog form: required fields', () => {
  it('says what each empty required field needs, at the field, focuses the first and sends nothing', async () => {
    const posted = capture(CREATE, json({ Blog: { _id: 'new' } }, 201));
    const { user, form } = await openCreate();
    await user.click(form.getByRole('button', { name: 'Create Blog' }));

    const category = form.getByLabelText('Category');
    expect(category).toHaveAccessibleDescription('Category is required');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveFocus();
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(form.getByLabelText('Author Name')).toHaveAccessibleDescription('Author Name is required');
    // The optional ones say nothing.
    expect(form.getByLabelText('Summary')).not.toHaveAttribute('aria-invalid');
    await settle();
    expect(posted.calls).toHaveLength(0);

    // Typing a value takes that field's message away; the others stay until they are filled.
    await user.type(category, 'Legal');
    expect(form.queryByText('Category is required')).not.toBeInTheDocument();
    expect(form.getByText('Title is required')).toBeInTheDocument();

    await user.type(form.getByLabelText('Title'), 'Stamp duty');
    await user.type(form.getByLabelText('Author Name'), 'Ananya');
    await user.click(form.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(posted.calls).toHaveLength(1));
    expect(posted.last.json).toMatchObject({ category: 'Legal', title: 'Stamp duty', authorName: 'Ananya' });
  });
});

describe('Blog form: paragraph rows', () => {
  it('adds and removes rows, each keeping its own text, numbered in order; the last row stays', async () => {
    const posted = capture(CREATE, json({ Blog: { _id: 'new' } }, 201));
    const { user, form } = await openCreate();
    expect(form.getByLabelText('Paragraph 1')).toHaveValue('');
    expect(form.queryByRole('button', { name: 'Remove paragraph 1' })).not.toBeInTheDocument();

    await user.type(form.getByLabelText('Paragraph 1'), 'First.');
    await user.click(form.getByRole('button', { name: 'Add paragraph' }));
    // The new row takes the focus, ready to type in.
    expect(form.getByLabelText('Paragraph 2')).toHaveFocus();
    await user.keyboard('Second.');
    await user.click(form.getByRole('button', { name: 'Add paragraph' }));
    await user.keyboard('Third.');
    expect(form.getAllByRole('button', { name: /^Remove paragraph/ })).toHaveLength(3);

    // Removing the middle row keeps the third row's text, now as paragraph 2.
    await user.click(form.getByRole('button', { name: 'Remove paragraph 2' }));
    expect(form.getByLabelText('Paragraph 1')).toHaveValue('First.');
    expect(form.getByLabelText('Paragraph 2')).toHaveValue('Third.');
    expect(form.queryByLabelText('Paragraph 3')).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Remove paragraph 1' }));
    expect(form.getByLabelText('Paragraph 1')).toHaveValue('Third.');
    expect(form.queryByRole('button', { name: /^Remove paragraph/ })).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Add paragraph' }));
    await fillRequired(user, form);
    await user.click(form.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(posted.calls).toHaveLength(1));
    // The empty row added last is not sent.
    expect((posted.last.json as { paragraphs: string[] }).paragraphs).toEqual(['Third.']);
  });
});

describe('Blog form: the shared form hooks', () => {
  it('asks before leaving the page with unsaved changes; Stay keeps them', async () => {
    const { user, form, router, location } = await openCreate();
    await user.type(form.getByLabelText('Title'), 'Half written');
    void router.navigate('/dashboard');
    const question = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(location().pathname).toBe('/blogs');
    expect(form.getByLabelText('Title')).toHaveValue('Half written');
  });

  it('keeps an edit, its rows included, through an expired session and opens it again after signing in', async () => {
    const blog = makeBlog(1, { paragraphs: ['One.', 'Two.'] });
    server.use(
      http.get('*/real-estate/blogs/get-all-blogs', () => HttpResponse.json({ blogs: [blog] })),
      http.put('*/real-estate/blogs/update-blogs/:id', () =>
        HttpResponse.json({ message: 'jwt expired' }, { status: 401 }),
      ),
    );
    const { user, location } = renderApp('/blogs');
    await user.click(await screen.findByRole('button', { name: 'Edit Blog title 01' }, SLOW));
    let form = within(await screen.findByRole('dialog', { name: 'Edit Blog' }));
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Kept title');
    await user.click(form.getByRole('button', { name: 'Remove paragraph 1' }));
    await user.click(form.getByRole('button', { name: 'Add paragraph' }));
    await user.keyboard('Three.');
    await user.click(form.getByRole('button', { name: 'Update Blog' }));

    await waitFor(() => expect(location().pathname).toBe('/login'), SLOW);
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Kept title');
    await user.type(await screen.findByLabelText('Phone Number', {}, SLOW), DEMO_CREDENTIALS.phoneNo);
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(location().pathname).toBe('/blogs'), SLOW);
    form = within(await screen.findByRole('dialog', { name: 'Edit Blog' }, SLOW));
    await waitFor(() => expect(form.getByLabelText('Title')).toHaveValue('Kept title'), SLOW);
    expect(form.getByLabelText('Paragraph 1')).toHaveValue('Two.');
    expect(form.getByLabelText('Paragraph 2')).toHaveValue('Three.');
    expect(form.queryByLabelText('Paragraph 3')).not.toBeInTheDocument();
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
  });
});
