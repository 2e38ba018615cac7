import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loader } from '@/app/routes/public/projects';
import { projectQueries } from '@/features/projects/hooks';
import { seedProjects } from '@/mocks/seed/projects';
import { hold } from '@tests/test-utils/answers';
import { projectBackend } from '@tests/test-utils/backend';
import { catalogue } from '@tests/test-utils/fixtures';
import { expectPageButtons } from '@tests/test-utils/pager';
import { renderApp, renderBuiltPage } from '@tests/test-utils/render';
import { watchScroll } from '@tests/test-utils/scroll';

configure({ asyncUtilTimeout: 5000 });

const COUNT = 50;
const projects = catalogue(seedProjects, COUNT, (project, name) => ({
  ...project,
  projectName: name(project.projectName),
}));
const names = projects.map((project) => project.projectName);

const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pager = () => screen.getByRole('navigation', { name: 'Project pages' });

describe('Our Projects, a catalogue of many projects', () => {
  it('shows 24 a page with page buttons, the page in the URL; a search runs over every project', async () => {
    projectBackend(projects);
    const { user, location } = renderApp('/Projects');
    await waitFor(() => expect(cardNames()).toEqual(names.slice(0, 24)));
    expectPageButtons(pager(), ['1', '2', '3'], 'Page 1');
    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cardNames()).toEqual(names.slice(48)));
    expect(new URLSearchParams(location().search).get('page')).toBe('3');

    await user.type(screen.getByLabelText('Search by project name'), names[3]!);
    const matching = names.filter((name) => name.includes(names[3]!));
    await waitFor(() => expect(cardNames()).toEqual(matching));
    expect(matching.some((name) => names.indexOf(name) >= 24)).toBe(true);
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
  });

  it('the build writes the first page of projects, and the page shows it until the list is in', async () => {
    projectBackend(projects);
    const { firstPage } = await loader();
    expect(firstPage?.total).toBe(COUNT);
    expect(firstPage?.items.map((project) => project.projectName)).toEqual(names.slice(0, 24));

    const gate = hold('/project/get_all_project');
    await renderBuiltPage('/Projects', { 'routes/public/projects': { firstPage } });
    await waitFor(() => expect(cardNames()).toEqual(names.slice(0, 24)));
    expect(screen.queryByText('Loading all projects, Please wait...')).not.toBeInTheDocument();
    expectPageButtons(pager(), ['1', '2', '3'], 'Page 1');
    gate.release();
    await waitFor(() => expect(cardNames()).toEqual(names.slice(0, 24)));
  });

  it('Back after the cache let the list go returns to page 2 and the place once the cards are in', async () => {
    projectBackend(projects);
    const scroll = watchScroll(() => screen.queryByRole('navigation', { name: 'Project pages' }) !== null);
    const { user, router, client } = renderApp('/Projects?page=2');
    await waitFor(() => expect(cardNames()).toEqual(names.slice(24, 48)));
    scroll.to(2400);
    await user.click(screen.getByRole('link', { name: names[30]! }));
    // This backend has no project by id: the page says so, which is as good a page to come back from.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/Projects\/./));
    await waitFor(() => expect(cardNames()).toEqual([]));
    // Five minutes on the project: the cache lets the unused list go, and Back reads it again.
    const read = hold('/project/get_all_project');
    client.removeQueries({ queryKey: projectQueries.all().queryKey, exact: true });

    scroll.clear();
    await router.navigate(-1);
    expect(await screen.findByText('Loading all projects, Please wait...')).toBeInTheDocument();
    expect(scroll.calls.filter((call) => call.shown)).toEqual([]);
    read.release();
    await waitFor(() => expect(cardNames()).toEqual(names.slice(24, 48)));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(scroll.calls.filter((call) => call.shown)).toEqual([{ y: 2400, shown: true }]),
    );
  });
});
