import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loader } from '@/app/routes/public/projects';
import { seedProjects } from '@/mocks/seed/projects';
import {
  catalogue,
  expectPageButtons,
  hold,
  projectBackend,
  renderApp,
  renderBuiltPage,
} from '@tests/test-utils';

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
});
