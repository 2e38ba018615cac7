import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { seedProjects } from '@/mocks/seed/projects';
import { renderApp } from '@tests/test-utils/render';
import { gate } from '@tests/test-utils/gate';

configure({ asyncUtilTimeout: 5000 });

const ALL = '*/real-estate/project/get_all_project';
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('Our Projects page', () => {
  it("reads 'Loading all projects, Please wait...' while loading, then shows every project", async () => {
    const answer = gate();
    server.use(
      http.get(ALL, async () => {
        await answer.opened;
        return HttpResponse.json({ projects: seedProjects });
      }),
    );
    renderApp('/Projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Projects' })).toBeInTheDocument();
    expect(screen.getByText('Loading all projects, Please wait...')).toBeInTheDocument();
    answer.open();
    await waitFor(() => expect(cardNames()).toHaveLength(seedProjects.length));
    expect(screen.queryByText('Loading all projects, Please wait...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Our Projects/));
  });

  it('filters by status: a Finished project shows as Completed', async () => {
    const { user, location } = renderApp('/Projects');
    await waitFor(() => expect(cardNames()).toHaveLength(seedProjects.length));
    const group = screen.getByRole('group', { name: 'Project status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Ongoing', 'Completed', 'Upcoming']);
    await user.click(within(group).getByRole('button', { name: 'Completed' }));
    const finished = seedProjects.filter((p) => p.projectStatus === 'Finished').map((p) => p.projectName);
    expect(finished.length).toBeGreaterThan(0);
    expect(cardNames()).toEqual(finished);
    for (const card of screen.getAllByRole('article')) expect(card).toHaveTextContent('Completed');
    expect(screen.queryByText('Finished')).not.toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(location().search).get('status')).toBe('Completed'));
  });

  it("searches by name and says 'No Projects Available' when nothing is left", async () => {
    const { user } = renderApp('/Projects?status=Upcoming');
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
    const upcoming = seedProjects.filter((p) => p.projectStatus === 'Upcoming').map((p) => p.projectName);
    expect(cardNames()).toEqual(upcoming);
    await user.type(screen.getByLabelText('Search by project name'), upcoming[0]!.toUpperCase());
    expect(cardNames()).toEqual([upcoming[0]]);
    await user.type(screen.getByLabelText('Search by project name'), ' zzz');
    expect(screen.getByText('No Projects Available')).toBeInTheDocument();
  });

  it('shows only the second amenity on a card, and a pausable photo slider', async () => {
    const { user } = renderApp('/Projects');
    await waitFor(() => expect(cardNames()).toHaveLength(seedProjects.length));
    const project = seedProjects[0]!;
    const card = screen.getAllByRole('article')[0]!;
    expect(card).toHaveTextContent(project.amenities[1]!);
    for (const other of [project.amenities[0]!, ...project.amenities.slice(2)])
      expect(card).not.toHaveTextContent(other);
    const pause = within(card).getByRole('button', { name: `Pause photos of ${project.projectName}` });
    await user.click(pause);
    expect(
      within(card).getByRole('button', { name: `Play photos of ${project.projectName}` }),
    ).toBeInTheDocument();
  });

  it.each([
    ['an empty list', () => HttpResponse.json({ projects: [] })],
    ['an empty object', () => HttpResponse.json({})],
    ['malformed records', () => HttpResponse.json({ projects: [null, 'x', 3] })],
  ])("says 'No Projects Available' for %s", async (_label, reply) => {
    server.use(http.get(ALL, reply));
    renderApp('/Projects');
    expect(await screen.findByText('No Projects Available')).toBeInTheDocument();
  });

  it('shows odd records with what they have', async () => {
    server.use(
      http.get(ALL, () =>
        HttpResponse.json({ projects: [{ projectName: 'Bare Project', amenities: 'pool', images: 5 }] }),
      ),
    );
    renderApp('/Projects');
    expect(await screen.findByRole('heading', { name: 'Bare Project' })).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ massage: 'Server down' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('ends loading and offers Retry on %s', async (_label, reply) => {
    server.use(http.get(ALL, reply));
    const { user } = renderApp('/Projects');
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Loading all projects, Please wait...')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toHaveLength(seedProjects.length));
  });
});

describe('New Listings Coming Soon', () => {
  it('has its heading, title and a way to the properties', async () => {
    renderApp('/upcoming-projects');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New Listings Coming Soon' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^New Listings Coming Soon/));
    expect(screen.getByRole('link', { name: /Browse Properties/ })).toHaveAttribute('href', '/properties');
  });
});
