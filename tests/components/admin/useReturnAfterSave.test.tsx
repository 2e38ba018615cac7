import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { gate } from '@tests/test-utils/gate';
import { buildingsBackend } from '@tests/test-utils/backend';
import { building, makeProject } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

beforeEach(async () => {
  await signIn();
});

/** Leaves the form page for the land list while its save runs: the changes are not in yet, so it asks. */
async function leaveForLands(view: ReturnType<typeof renderApp>) {
  await view.user.click(screen.getAllByRole('link', { name: 'List of Lands' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' }, SLOW);
  await view.user.click(within(dialog).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(view.location().pathname).toBe('/lands'), SLOW);
}

describe('a save that ends after the admin has left its page', () => {
  it('Update Form: the admin stays where they went', async () => {
    buildingsBackend([structuredClone(building)]);
    const answer = gate();
    server.use(
      http.put('*/real-estate/buildings/edit-building-by-id/:id', async () => {
        await answer.opened;
        return HttpResponse.json({ status: true });
      }),
    );
    const view = renderApp(`/update-building/${building._id}`);
    const name = await screen.findByLabelText('Building Name', {}, SLOW);
    await view.user.type(name, ' Two');
    await view.user.click(screen.getByRole('button', { name: 'Update Building' }));
    await screen.findByRole('button', { name: 'Updating...' }, SLOW);

    await leaveForLands(view);
    answer.open();
    expect(await screen.findByText('Building Data Updated Successfully', {}, SLOW)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(view.location().pathname).toBe('/lands');
  });

  it('Edit Project: no return to the list a second later', async () => {
    const project = makeProject(4, { _id: 'prj-left' });
    const answer = gate();
    server.use(
      http.get('*/real-estate/project/get_project_by_id/:id', () => HttpResponse.json({ projects: project })),
      http.patch('*/real-estate/project/update_project_by_id/:id', async () => {
        await answer.opened;
        return HttpResponse.json({ success: true });
      }),
    );
    const view = renderApp('/projectlists/edit/prj-left');
    const name = await screen.findByLabelText('Project Name', {}, SLOW);
    await view.user.type(name, ' Two');
    await view.user.click(screen.getByRole('button', { name: 'Update Project' }));
    await screen.findByRole('button', { name: 'Updating...' }, SLOW);

    await leaveForLands(view);
    answer.open();
    expect(await screen.findByText('Project Updated Successfully', {}, SLOW)).toBeInTheDocument();
    // Past the 1 second the page waits before returning to the list.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(view.location().pathname).toBe('/lands');
  });
});
