import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { answer, countCalls, hold } from '@tests/test-utils/answers';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const BUILDINGS = '/buildings/get-all-buildings';
const namesWith = (text: string) =>
  seedBuildings
    .map((building) => building.generalInfo.BuildingsName)
    .filter((name) => name.toLowerCase().includes(text));
const LANDS = '/lands/get-all-lands';

const list = () => screen.getByRole('region', { name: /List$/ });
const cardNames = () =>
  within(list())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('Properties page', () => {
  it('shows Buildings by default: heading, placeholder, 4 skeletons, then every building', async () => {
    const gate = hold(BUILDINGS);
    renderApp('/properties');
    expect(await screen.findByRole('heading', { name: 'Buildings List' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name')).toHaveAttribute('placeholder', 'Search Buildings...');
    expect(screen.getByRole('button', { name: 'Buildings' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('building-skeleton')).toHaveLength(4);
    gate.release();
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    expect(screen.queryAllByTestId('building-skeleton')).toHaveLength(0);
    await waitFor(() => expect(document.title).toMatch(/^Properties/));
  });

  it('searches building names regardless of case, client-side, and keeps the text in the URL', async () => {
    const calls = countCalls(BUILDINGS);
    const { user, location } = renderApp('/properties');
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    const before = calls();
    await user.type(screen.getByLabelText('Search by name'), 'GREEN');
    // The cards follow the box's deferred copy, when React has time.
    await waitFor(() => expect(cardNames()).toEqual(namesWith('green')));
    expect(cardNames()).toEqual(expect.arrayContaining(['Green Valley Residency', 'Emerald Greens']));
    expect(calls()).toBe(before);
    await waitFor(() => expect(new URLSearchParams(location().search).get('search')).toBe('GREEN'));

    await user.clear(screen.getByLabelText('Search by name'));
    await user.type(screen.getByLabelText('Search by name'), 'no such tower');
    expect(within(list()).getByText('No data found.')).toBeInTheDocument();
  });

  it('opens a building at /property/{name}/{id} with the name URL-encoded', async () => {
    const { user, location } = renderApp('/properties');
    const building = seedBuildings[0]!;
    const link = await screen.findByRole('link', { name: building.generalInfo.BuildingsName });
    expect(link).toHaveAttribute('href', `/property/Green%20Valley%20Residency/${building._id}`);
    await user.click(link);
    await waitFor(() =>
      expect(location().pathname).toBe(`/property/Green%20Valley%20Residency/${building._id}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Green Valley Residency' }),
    ).toBeInTheDocument();
  });

  it('toggles to Land: refetches, 6 skeletons, Lands List, Search Lands..., land links; the URL keeps it', async () => {
    const landCalls = countCalls(LANDS);
    const buildingCalls = countCalls(BUILDINGS);
    const { user, location } = renderApp('/properties');
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    const gate = hold(LANDS);
    await user.click(screen.getByRole('button', { name: 'Land' }));
    expect(screen.getByRole('heading', { name: 'Lands List' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name')).toHaveAttribute('placeholder', 'Search Lands...');
    expect(screen.getAllByTestId('land-skeleton')).toHaveLength(6);
    expect(new URLSearchParams(location().search).get('type')).toBe('land');
    gate.release();
    await waitFor(() => expect(cardNames()).toHaveLength(seedLands.length));
    const land = seedLands[1]!;
    expect(screen.getByRole('link', { name: land.generalInfo.propertyName })).toHaveAttribute(
      'href',
      `/property/land-details/${land._id}`,
    );

    await user.type(screen.getByLabelText('Search by name'), 'land');
    expect(cardNames()).toEqual(
      seedLands
        .filter((l) => /land/i.test(l.generalInfo.propertyName))
        .map((l) => l.generalInfo.propertyName),
    );

    // Back to Buildings asks the backend again, and so does Land once more.
    const buildingsBefore = buildingCalls();
    await user.click(screen.getByRole('button', { name: 'Buildings' }));
    await waitFor(() => expect(buildingCalls()).toBe(buildingsBefore + 1));
    const landsBefore = landCalls();
    await user.click(screen.getByRole('button', { name: 'Land' }));
    await waitFor(() => expect(landCalls()).toBe(landsBefore + 1));
  });

  it('opens with the toggle and search from a shared link', async () => {
    renderApp('/properties?type=land&search=TANGI');
    expect(await screen.findByRole('heading', { name: 'Lands List' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name')).toHaveValue('TANGI');
    await waitFor(() => expect(cardNames()).toEqual(['Tangi Farm Land']));
  });

  it('takes a search change made from outside the box (a link) into the box', async () => {
    const { router } = renderApp('/properties?search=green');
    await waitFor(() => expect(cardNames()).toEqual(namesWith('green')));
    await router.navigate('/properties');
    await waitFor(() => expect(screen.getByLabelText('Search by name')).toHaveValue(''));
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
  });

  it("says 'No data found.' for an empty list", async () => {
    answer(BUILDINGS, 'empty', { buildings: [] });
    renderApp('/properties');
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
  });

  it.each(['server-error', 'network'] as const)('ends loading and offers Retry on a %s', async (kind) => {
    answer(LANDS, kind);
    renderApp('/properties?type=land');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('land-skeleton')).toHaveLength(0);
  });

  it('survives malformed answers', async () => {
    answer(BUILDINGS, 'malformed');
    const { user } = renderApp('/properties');
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
    answer(LANDS, 'malformed', { data: { lands: 'none' } });
    await user.click(screen.getByRole('button', { name: 'Land' }));
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
  });
});
