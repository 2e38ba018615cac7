import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Blog } from '@/features/blogs/schema';
import { DEFAULT_AUTHOR_IMAGE } from '@/features/blogs/values';
import { seedBlogs } from '@/mocks/seed/blogs';
import { server } from '@/mocks/node';
import { gate } from '@tests/test-utils/gate';
import { png, predictableUploads } from '@tests/test-utils/backend';
import { capture, json } from '@tests/test-utils/capture';
import { makeBlog } from '@tests/test-utils/fixtures';
import { expectPageButtons } from '@tests/test-utils/pager';
import { renderApp, signIn } from '@tests/test-utils/render';

const ALL = '*/real-estate/blogs/get-all-blogs';
const CREATE = '/real-estate/blogs/create-blogs';
const UPDATE = '/real-estate/blogs/update-blogs/:id';
const DELETE = '*/real-estate/blogs/delete-blogs/:id';

type User = ReturnType<typeof renderApp>['user'];

/** Serves `blogs` (changed in place by deletes) as the whole list. */
function blogBackend(blogs: Blog[]) {
  const deleted: string[] = [];
  server.use(
    http.get(ALL, () => HttpResponse.json({ blogs })),
    http.delete<{ id: string }>(DELETE, ({ params }) => {
      deleted.push(params.id);
      const index = blogs.findIndex((blog) => blog._id === params.id);
      if (index >= 0) blogs.splice(index, 1);
      return HttpResponse.json({ message: 'deleted' });
    }),
  );
  return { deleted };
}

const cardTitles = () => {
  const list = screen.queryByRole('list', { name: 'Blogs' });
  return list
    ? within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
    : [];
};

async function openBlogs(path = '/blogs') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Blogs', level: 1 });
  return view;
}

async function fillBlog(user: User, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText('Category'), 'Legal');
  await user.type(form.getByLabelText('Title'), 'Registering a flat in Odisha');
  await user.type(form.getByLabelText('Author Name'), 'Ananya Mohanty');
  await user.type(form.getByLabelText('Summary'), 'The steps, in order.');
  await user.type(form.getByLabelText('Paragraph 1'), 'Book a slot at the sub-registrar.');
  await user.click(form.getByRole('button', { name: 'Add paragraph' }));
  await user.type(form.getByLabelText('Paragraph 2'), 'Pay the stamp duty online.');
  await user.click(form.getByRole('button', { name: 'Add paragraph' }));
  await user.type(form.getByLabelText('Paragraph 3'), 'A row to remove.');
  await user.click(form.getByRole('button', { name: 'Remove paragraph 3' }));
}

describe('Blogs', () => {
  beforeEach(async () => {
    await signIn();
  });

  it('shows the 14 seeded blogs 12 to a page with numbered page buttons', async () => {
    const { user, location } = await openBlogs();
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    await waitFor(() => expect(document.title).toContain('Blogs'));
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expectPageButtons(pager, ['1', '2'], 'Page 1');

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(cardTitles()).toHaveLength(seedBlogs.length - 12);
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(location().search).toBe('?page=2');
  });

  it('has no page buttons when one page holds every blog, and shows the author placeholder', async () => {
    blogBackend([
      makeBlog(1, { authorImage: '' }),
      makeBlog(2, { authorImage: 'https://img.example.com/a.png' }),
    ]);
    const { container } = await openBlogs();
    await waitFor(() => expect(cardTitles()).toEqual(['Blog title 01', 'Blog title 02']));
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    const sources = Array.from(container.querySelectorAll('article img')).map((img) =>
      img.getAttribute('src'),
    );
    expect(sources.some((src) => src?.endsWith(DEFAULT_AUTHOR_IMAGE))).toBe(true);
    expect(sources).toContain('https://img.example.com/a.png');
  });

  it("says 'No data found.' for an empty answer and survives malformed ones", async () => {
    server.use(http.get(ALL, () => HttpResponse.json({ blogs: [] })));
    const first = await openBlogs();
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get(ALL, () => HttpResponse.json({ blogs: [null, 3, { title: 42, paragraphs: 'x' }, 'bad'] })),
    );
    await openBlogs();
    await waitFor(() => expect(cardTitles()).toEqual(['42']));
  });

  it.each([
    ['a 500 answer', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows a friendly failure with Retry after %s', async (_label, failure) => {
    let fail = true;
    server.use(http.get(ALL, () => (fail ? failure() : HttpResponse.json({ blogs: [makeBlog(1)] }))));
    const { user } = await openBlogs();
    expect(await screen.findByText("Couldn't load the blogs.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Blog title 01']));
  });

  it('creates a blog: required fields first, every control disabled while saving, then the exact payload', async () => {
    predictableUploads();
    const answer = gate();
    const posted = capture(CREATE, async () => {
      await answer.opened;
      return HttpResponse.json({ Blog: { _id: 'new' } }, { status: 201 });
    });
    const { user } = await openBlogs();
    await waitFor(() => expect(cardTitles().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Blog' });
    const form = within(dialog);
    expect(form.getByLabelText('Category')).toBeRequired();
    expect(form.getByLabelText('Title')).toBeRequired();
    expect(form.getByLabelText('Author Name')).toBeRequired();

    await user.click(form.getByRole('button', { name: 'Create Blog' }));
    expect(posted.calls).toHaveLength(0);

    await fillBlog(user, dialog);
    await user.upload(form.getByLabelText('Blog Image'), png('cover.png'));
    expect(await form.findByRole('img', { name: 'Blog Image 1' })).toBeInTheDocument();

    await waitFor(() => expect(form.getByRole('button', { name: 'Create Blog' })).toBeEnabled());
    const before = Date.now();
    await user.click(form.getByRole('button', { name: 'Create Blog' }));
    expect(await form.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(form.getByLabelText('Title')).toBeDisabled();
    expect(form.getByLabelText('Paragraph 1')).toBeDisabled();
    expect(form.getByRole('button', { name: 'Add paragraph' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.open();

    expect(await screen.findByText('Blog Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = posted.last.json as Record<string, unknown>;
    expect(body).toEqual({
      blogImage: 'https://img.example.com/upload-1.png',
      category: 'Legal',
      title: 'Registering a flat in Odisha',
      authorName: 'Ananya Mohanty',
      authorImage: '',
      paragraphs: ['Book a slot at the sub-registrar.', 'Pay the stamp duty online.'],
      sortParagraph: 'The steps, in order.',
      createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const created = Date.parse(body.createdDate as string);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toBeLessThanOrEqual(Date.now());
  });

  it('creates through the demo backend: the new blog is first in the grid', async () => {
    const { user } = await openBlogs('/blogs?page=2');
    await waitFor(() => expect(cardTitles().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    await fillBlog(user, await screen.findByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText('Blog Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()[0]).toBe('Registering a flat in Odisha'));
  });

  it('keeps what was typed and says so when creating fails', async () => {
    capture(CREATE, json({ message: 'Category, title and author name are required' }, 400));
    const { user } = await openBlogs();
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    const dialog = await screen.findByRole('dialog');
    await fillBlog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText("Couldn't add the blog. Please try again.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Registering a flat in Odisha');
    expect(within(dialog).getByLabelText('Paragraph 2')).toHaveValue('Pay the stamp duty online.');
    expect(within(dialog).getByRole('button', { name: 'Create Blog' })).toBeEnabled();
  });

  it('refuses a required field made of spaces only', async () => {
    const posted = capture(CREATE, json({}));
    const { user } = await openBlogs();
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    const form = within(await screen.findByRole('dialog'));
    await user.type(form.getByLabelText('Category'), '   ');
    await user.type(form.getByLabelText('Title'), 'A title');
    await user.type(form.getByLabelText('Author Name'), 'Someone');
    await user.click(form.getByRole('button', { name: 'Create Blog' }));
    expect(form.getByText('Category is required')).toBeInTheDocument();
    expect(posted.calls).toHaveLength(0);
  });

  it('edits a blog: prefilled, PUT with the changes, and the card shows its own saving state', async () => {
    const blog = makeBlog(1, { paragraphs: ['One.', 'Two.'] });
    blogBackend([blog, makeBlog(2)]);
    const answer = gate();
    const put = capture(UPDATE, async () => {
      await answer.opened;
      return HttpResponse.json({ message: 'ok' });
    });
    const { user } = await openBlogs();
    await user.click(await screen.findByRole('button', { name: 'Edit Blog title 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    const form = within(dialog);
    expect(form.getByLabelText('Category')).toHaveValue('Finance');
    expect(form.getByLabelText('Title')).toHaveValue('Blog title 01');
    expect(form.getByLabelText('Author Name')).toHaveValue('Author 1');
    expect(form.getByLabelText('Summary')).toHaveValue('Summary of blog 1');
    expect(form.getByLabelText('Paragraph 1')).toHaveValue('One.');
    expect(form.getByLabelText('Paragraph 2')).toHaveValue('Two.');

    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'A better title');
    await user.click(form.getByRole('button', { name: 'Remove paragraph 1' }));
    await user.click(form.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByRole('button', { name: 'Saving Blog title 01' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Blog title 02' })).toBeEnabled();
    answer.open();

    expect(await screen.findByText('Blog Updated Successfully')).toBeInTheDocument();
    expect(put.last.method).toBe('PUT');
    expect(put.last.pathname).toBe('/real-estate/blogs/update-blogs/blog-1');
    // The blog as it was read, its id included, with the form's values over it.
    expect(put.last.json).toEqual({
      _id: 'blog-1',
      blogImage: '',
      category: 'Finance',
      title: 'A better title',
      authorName: 'Author 1',
      authorImage: '',
      paragraphs: ['Two.'],
      sortParagraph: 'Summary of blog 1',
      createdDate: blog.createdDate,
    });
  });

  it('edits through the demo backend: the card shows the new title', async () => {
    // The demo backend lists newest first, so the newest seeded blog is on the first page.
    const target = [...seedBlogs].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate))[0]!;
    const { user } = await openBlogs();
    let edit: HTMLElement | undefined;
    await waitFor(() => {
      edit = screen.getByRole('button', { name: `Edit ${target.title}` });
    });
    await user.click(edit!);
    const form = within(await screen.findByRole('dialog', { name: 'Edit Blog' }));
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Edited in the test');
    await user.click(form.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('Blog Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toContain('Edited in the test'));
  });

  it('keeps the dialog open with the input when an edit fails', async () => {
    blogBackend([makeBlog(1)]);
    capture(UPDATE, () => HttpResponse.error());
    const { user } = await openBlogs();
    await user.click(await screen.findByRole('button', { name: 'Edit Blog title 01' }));
    const form = within(await screen.findByRole('dialog'));
    await user.type(form.getByLabelText('Category'), ' & Tax');
    await user.click(form.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText("Couldn't update the blog. Please try again.")).toBeInTheDocument();
    expect(form.getByLabelText('Category')).toHaveValue('Finance & Tax');
  });

  it('views a blog with its paragraphs as plain text, switches to edit, and closes with Close and Escape', async () => {
    blogBackend([makeBlog(1, { paragraphs: ['<b>Not bold</b> at all', 'Second.'], title: 'Readable' })]);
    const { user } = await openBlogs();
    await user.click(await screen.findByRole('button', { name: 'View Readable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Readable' });
    expect(within(dialog).getByText('<b>Not bold</b> at all')).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByText('Summary of blog 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Author 1')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Readable' }));
    await screen.findByRole('dialog', { name: 'Readable' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Readable' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Blog' })).toBeInTheDocument();
    expect(screen.getByLabelText('Paragraph 1')).toHaveValue('<b>Not bold</b> at all');
  });

  it('asks before deleting; Cancel keeps the blog', async () => {
    const { deleted } = blogBackend([makeBlog(1), makeBlog(2)]);
    const { user } = await openBlogs();
    await user.click(await screen.findByRole('button', { name: 'Delete Blog title 02' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete blog' });
    expect(dialog).toHaveTextContent('Blog title 02');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    expect(cardTitles()).toEqual(['Blog title 01', 'Blog title 02']);
  });

  it("deletes after confirming, with that card's own deleting state, and moves back from an emptied page", async () => {
    const blogs = Array.from({ length: 13 }, (_, i) => makeBlog(i + 1));
    const { deleted } = blogBackend(blogs);
    const answer = gate();
    server.use(
      http.delete<{ id: string }>(DELETE, async ({ params }) => {
        await answer.opened;
        deleted.push(params.id);
        blogs.splice(
          blogs.findIndex((blog) => blog._id === params.id),
          1,
        );
        return HttpResponse.json({});
      }),
    );
    const { user, location } = await openBlogs('/blogs?page=2');
    await waitFor(() => expect(cardTitles()).toEqual(['Blog title 13']));
    await user.click(screen.getByRole('button', { name: 'Delete Blog title 13' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting Blog title 13' })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Blog Deleted Successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['blog-13']);
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('says so when a delete fails and keeps the card', async () => {
    blogBackend([makeBlog(1)]);
    server.use(http.delete(DELETE, () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    const { user } = await openBlogs();
    await user.click(await screen.findByRole('button', { name: 'Delete Blog title 01' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Couldn't delete the blog. Please try again.")).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Blog title 01']);
    expect(screen.getByRole('button', { name: 'Delete Blog title 01' })).toBeEnabled();
  });
});
