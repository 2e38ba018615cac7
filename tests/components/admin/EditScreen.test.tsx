import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { makeProject } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };
const PROJECT = '*/real-estate/project/get_project_by_id/:id';

beforeEach(async () => {
  await signIn();
});

const header = () => screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;

describe('an edit screen, as its kind declares it', () => {
  it('Edit Project names the project and offers Cancel to the list once the project is shown', async () => {
    server.use(http.get(PROJECT, () => HttpResponse.json({ projects: makeProject(1, { _id: 'prj-1' }) })));
    renderApp('/projectlists/edit/prj-1');
    await screen.findByLabelText('Project Name', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeInTheDocument();
    expect(within(header()).getByText(/^Changing .+\.$/)).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/projectlists');
    expect(screen.getByRole('button', { name: 'Update Project' })).toBeInTheDocument();
  });

  it('Edit Project offers no Cancel beside a project the backend does not have', async () => {
    server.use(http.get(PROJECT, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    renderApp('/projectlists/edit/prj-gone');
    await screen.findByRole('heading', { name: 'Project not found' }, SLOW);
    expect(within(header()).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/projectlists');
  });

  it('Edit Land has the round Close beside its heading, whatever the read shows', async () => {
    server.use(
      http.get('*/real-estate/lands/get-land-by-id/:id', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderApp('/edit-land-details/land-gone');
    await screen.findByRole('heading', { name: 'Land not found' }, SLOW);
    expect(within(header()).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/lands');
    expect(within(header()).getByText('Change any field and save.')).toBeInTheDocument();
  });
});
