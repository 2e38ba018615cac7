import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedProjects } from '@/mocks/seed/projects';
import { server } from '@/mocks/node';
import { gate } from '@tests/test-utils/gate';
import { projectBackend } from '@tests/test-utils/backend';
import { makeProject, makeProjects } from '@tests/test-utils/fixtures';
import { tableRows } from '@tests/test-utils/page';
import { renderApp, signIn } from '@tests/test-utils/render';

const ALL = '*/real-estate/project/get_all_project';

/** The Project Name cell of every row of the current page. */
const rowNames = () => tableRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');

async function openList(path = '/projectlists') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'List Of Projects', level: 1 });
  return view;
}

describe('List Of Projects', () => {
  beforeEach(async () => {
    await signIn();
  });

  it("shows 'Loading...', then the columns and the first 5 seeded projects", async () => {
    const answer = gate();
    server.use(
      http.get(ALL, async () => {
        await answer.opened;
        return HttpResponse.json({ projects: seedProjects });
      }),
    );
    await openList();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer.open();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['S no.', 'Project Name', 'Type', 'Status', 'Location', 'Price Type', 'Action']);
    expect(rowNames()).toEqual(seedProjects.slice(0, 5).map((project) => project.projectName));
    await waitFor(() => expect(document.title).toContain('List Of Projects'));
    const first = seedProjects[0]!;
    expect(screen.getByRole('link', { name: `Edit ${first.projectName}` })).toHaveAttribute(
      'href',
      `/projectlists/edit/${first._id}`,
    );
    expect(screen.getByRole('button', { name: `Delete ${first.projectName}` })).toBeInTheDocument();
  });

  it('pages 5 at a time: Prev is disabled on page 1, Next on the last, serial numbers run on', async () => {
    projectBackend(makeProjects(12));
    const { user, location } = await openList();
    await screen.findByText('Project 01');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Project 06', 'Project 07', 'Project 08', 'Project 09', 'Project 10']);
    expect(within(tableRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('6');
    expect(location().search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Project 11', 'Project 12']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reads the page from the URL and moves a page past the end back to the last one', async () => {
    projectBackend(makeProjects(7));
    const { location } = await openList('/projectlists?page=9');
    await screen.findByText('Project 06');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?page=2'));
  });

  it('searches by project name, any case, keeps the search in the URL and starts again at page 1', async () => {
    projectBackend([
      ...makeProjects(9),
      makeProject(10, { projectName: 'Kalinga Heights' }),
      makeProject(11, { projectName: 'Heights of Patia' }),
    ]);
    const { user, location } = await openList('/projectlists?page=2');
    await screen.findByText('Project 06');
    const search = screen.getByPlaceholderText('Search by project name');
    expect(screen.getByLabelText('Search')).toBe(search);

    await user.type(search, 'HEIGHTS');
    expect(rowNames()).toEqual(['Kalinga Heights', 'Heights of Patia']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('q')).toBe('HEIGHTS');
    expect(new URLSearchParams(location().search).get('page')).toBeNull();

    await user.clear(search);
    await user.type(search, 'no such project');
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by status, combined with the search, and Clear Filters shows everything again', async () => {
    projectBackend([
      makeProject(1, { projectName: 'Alpha', projectStatus: 'Ongoing' }),
      makeProject(2, { projectName: 'Beta', projectStatus: 'Finished' }),
      makeProject(3, { projectName: 'Gamma', projectStatus: 'Upcoming' }),
      makeProject(4, { projectName: 'Alpha Two', projectStatus: 'upcoming' }),
      // Another reading of the same status: the public page calls it Completed.
      makeProject(5, { projectName: 'Delta', projectStatus: 'Completed' }),
    ]);
    const { user, location } = await openList();
    await screen.findByText('Alpha');
    const status = screen.getByLabelText('Status');

    await user.selectOptions(status, 'Upcoming');
    expect(rowNames()).toEqual(['Gamma', 'Alpha Two']);
    expect(new URLSearchParams(location().search).get('status')).toBe('Upcoming');

    await user.type(screen.getByLabelText('Search'), 'alpha');
    expect(rowNames()).toEqual(['Alpha Two']);

    await user.selectOptions(status, 'Finished');
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search'));
    expect(rowNames()).toEqual(['Beta', 'Delta']);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(rowNames()).toHaveLength(5);
    expect(location().search).toBe('');
  });

  it("says 'No Data Available' for every empty answer", async () => {
    for (const answer of [[], {}, { projects: [] }, null]) {
      server.use(http.get(ALL, () => HttpResponse.json(answer)));
      const view = await openList();
      expect(await screen.findByText('No Data Available')).toBeInTheDocument();
      expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('survives malformed records: bad entries are dropped, odd fields shown safely', async () => {
    server.use(
      http.get(ALL, () =>
        HttpResponse.json({
          projects: [null, 7, 'text', { _id: 'x1', projectName: 2024, projectStatus: null, images: 'nope' }],
        }),
      ),
    );
    await openList();
    expect(await screen.findByText('2024')).toBeInTheDocument();
    expect(rowNames()).toEqual(['2024']);
  });

  it.each([
    ['a 500 answer', () => HttpResponse.json({ massage: 'Database is down' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the failure with a Retry after %s, and Retry loads the list', async (_label, failure) => {
    let fail = true;
    server.use(http.get(ALL, () => (fail ? failure() : HttpResponse.json({ projects: makeProjects(2) }))));
    const { user } = await openList();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Project 02')).toBeInTheDocument();
  });

  it('asks before deleting; Cancel deletes nothing', async () => {
    const { deleted } = projectBackend(makeProjects(3));
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Project 02' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure, you want to delete this item ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);
    expect(rowNames()).toContain('Project 02');
  });

  it('deletes after Delete is confirmed, says so and reloads the list', async () => {
    const { deleted } = projectBackend(makeProjects(3));
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Project 02' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Project Deleted Successfully.')).toBeInTheDocument();
    expect(deleted).toEqual(['prj-2']);
    await waitFor(() => expect(rowNames()).toEqual(['Project 01', 'Project 03']));
  });

  it('deletes through the demo backend, which then no longer lists the project', async () => {
    const { user } = await openList();
    const target = seedProjects[1]!;
    await user.click(await screen.findByRole('button', { name: `Delete ${target.projectName}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Project Deleted Successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(target.projectName)).not.toBeInTheDocument());
  });

  it('says "Couldn\'t delete the project !" when the delete fails, and keeps the row', async () => {
    projectBackend(makeProjects(2));
    server.use(
      http.delete('*/real-estate/project/delete_project_by_id/:id', () =>
        HttpResponse.json({ massage: 'nope' }, { status: 500 }),
      ),
    );
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Project 01' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Couldn't delete the project !")).toBeInTheDocument();
    expect(rowNames()).toEqual(['Project 01', 'Project 02']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves back a page after deleting the last row of the last page', async () => {
    projectBackend(makeProjects(6));
    const { user, location } = await openList('/projectlists?page=2');
    await user.click(await screen.findByRole('button', { name: 'Delete Project 06' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(5);
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('disables the confirm button while the delete runs', async () => {
    projectBackend(makeProjects(2));
    const answer = gate();
    server.use(
      http.delete('*/real-estate/project/delete_project_by_id/:id', async () => {
        await answer.opened;
        return HttpResponse.json({});
      }),
    );
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Project 01' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Please Wait..' })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Project Deleted Successfully.')).toBeInTheDocument();
  });
});
