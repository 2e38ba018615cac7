import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedProjects } from '@/mocks/seed/projects';
import { BUILDING_NAME, buildingPath, LAND_NAME, landPath, listedLand } from '@tests/test-utils/listingPages';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const project = seedProjects[0]!;
const projectPath = `/Projects/green-valley-phase-ii/${project._id}`;

const row = () => screen.findByRole('region', { name: 'Recently viewed' });
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('Recently viewed on /properties', () => {
  it('is not there when nothing was opened', async () => {
    renderApp('/properties');
    await screen.findByRole('heading', { name: 'Buildings List' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('shows a building, a land and a project opened, newest first, each linking to its page', async () => {
    const { router } = renderApp(buildingPath);
    await screen.findByRole('heading', { level: 1, name: BUILDING_NAME });
    await act(() => router.navigate(landPath));
    await screen.findByRole('heading', { level: 1, name: LAND_NAME });
    await act(() => router.navigate(projectPath));
    await screen.findByRole('heading', { level: 1, name: project.projectName });
    await act(() => router.navigate('/properties'));

    const region = await row();
    expect(cardNames(region)).toEqual([project.projectName, LAND_NAME, BUILDING_NAME]);
    expect(within(region).getByRole('link', { name: BUILDING_NAME })).toHaveAttribute('href', buildingPath);
    expect(within(region).getByRole('link', { name: LAND_NAME })).toHaveAttribute('href', landPath);
    const landCard = within(region).getAllByRole('article')[1]!;
    expect(landCard).toHaveTextContent('$4,500,000');
    expect(landCard).toHaveTextContent(listedLand.locationDetails.city);
    expect(within(region).getAllByRole('article')[2]).toHaveTextContent('Call For Price');
    expect(within(region).getByText(/kept only in this browser/)).toBeInTheDocument();
  });

  it('moves a listing opened again to the front', async () => {
    const { router } = renderApp(buildingPath);
    await screen.findByRole('heading', { level: 1, name: BUILDING_NAME });
    await act(() => router.navigate(landPath));
    await screen.findByRole('heading', { level: 1, name: LAND_NAME });
    await act(() => router.navigate(buildingPath));
    await screen.findByRole('heading', { level: 1, name: BUILDING_NAME });
    await act(() => router.navigate('/properties'));
    expect(cardNames(await row())).toEqual([BUILDING_NAME, LAND_NAME]);
  });

  it('Clear empties it, the row goes, and the focus stays where the row was', async () => {
    const { router, user } = renderApp(landPath);
    await screen.findByRole('heading', { level: 1, name: LAND_NAME });
    await act(() => router.navigate('/properties'));
    const region = await row();
    await user.click(within(region).getByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem('recentlyViewed')).toBe('[]');
    const note = screen.getByText('Recently viewed listings cleared.');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveFocus();
  });

  it('says nothing when another tab clears it', async () => {
    const { router } = renderApp(landPath);
    await screen.findByRole('heading', { level: 1, name: LAND_NAME });
    await act(() => router.navigate('/properties'));
    await row();
    act(() => {
      window.localStorage.setItem('recentlyViewed', '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'recentlyViewed', newValue: '[]' }));
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Recently viewed listings cleared.')).not.toBeInTheDocument();
  });

  it('keeps nothing for a listing that was not found', async () => {
    const { router } = renderApp('/property/land-details/65f0c2000000000000000999');
    await screen.findByRole('heading', { level: 1, name: 'Land not found' });
    await act(() => router.navigate('/properties'));
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('links a kept listing to the page its kind and id name, whatever path storage holds', async () => {
    // An entry edited by hand: its id is well formed and its path a building page's with that id,
    // whose '..' would take the link to the back office.
    const kept = {
      ref: { kind: 'building', id: 'dashboard' },
      name: 'Tower',
      place: '',
      photo: '',
      label: '',
      path: '/property/../dashboard',
    };
    localStorage.setItem('recentlyViewed', JSON.stringify([kept]));
    renderApp('/properties');
    const link = within(await row()).getByRole('link', { name: 'Tower' });
    expect(link).toHaveAttribute('href', '/property/Tower/dashboard');
    expect(new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname).not.toBe('/dashboard');
  });

  it('writes each kept listing’s price in the page’s language, as the listing’s card would', async () => {
    const { router } = renderApp(landPath);
    await screen.findByRole('heading', { level: 1, name: LAND_NAME });
    await act(() => router.navigate('/or/properties'));
    const region = await screen.findByRole('region', { name: 'ସଦ୍ୟ ଦେଖିଥିବା ସମ୍ପତ୍ତି' }, { timeout: 10_000 });
    const landCard = within(region).getAllByRole('article')[0]!;
    expect(landCard).toHaveTextContent('₹45 ଲକ୍ଷ');
    expect(landCard).not.toHaveTextContent('$');
  });
});
