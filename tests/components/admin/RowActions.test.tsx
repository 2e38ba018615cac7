import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { buildingsBackend, landsBackend, projectBackend } from '@tests/test-utils/backend';
import { makeBlog, makeBuilding, makeLand, makeProject } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

beforeEach(async () => {
  await signIn();
});

/** The row (or card) holding `name`, and what it offers. */
async function rowOf(name: string) {
  const cell = await screen.findByText(name, {}, SLOW);
  return (cell.closest('tr') ?? cell.closest('article') ?? cell.closest('li'))!;
}

describe('a record whose id parsed to nothing', () => {
  it.each([
    [
      'buildings',
      '/buildings',
      'Building 2',
      () => buildingsBackend([makeBuilding(1), { ...makeBuilding(2), _id: '' }]),
    ],
    ['lands', '/lands', 'Land 2', () => landsBackend([makeLand(1), { ...makeLand(2), _id: '' }])],
    [
      'projects',
      '/projectlists',
      'Project 02',
      () => projectBackend([makeProject(1), makeProject(2, { _id: '' })]),
    ],
    [
      'blogs',
      '/blogs',
      'Blog title 02',
      () =>
        server.use(
          http.get('*/real-estate/blogs/get-all-blogs', () =>
            HttpResponse.json({ blogs: [makeBlog(1), makeBlog(2, { _id: '' })] }),
          ),
        ),
    ],
  ])('%s: gets no Edit and no Delete, a muted "No id" instead', async (_label, path, name, serve) => {
    serve();
    renderApp(path);
    const row = await rowOf(name);
    expect(within(row).getByText('No id')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
    // Its neighbour with an id keeps both.
    const other = await rowOf(name.replace('2', '1'));
    expect(within(other).queryByText('No id')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
  });
});
