import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 10_000 });

const building = seedBuildings[0]!;
const land = seedLands[0]!;
const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
const headerLink = (name: string) => screen.findByRole('link', { name });
const kept = (): unknown => JSON.parse(localStorage.getItem('shortlist') ?? '[]');

describe('Shortlist on the property cards', () => {
  it("every building and land card has a 'Shortlist' toggle; the header's Shortlist link counts what is kept", async () => {
    const { user } = renderApp('/properties');
    const card = await cardOf(building.generalInfo.BuildingsName);
    const toggle = within(card).getByRole('button', { name: 'Shortlist' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { name: 'Shortlist' })).toHaveLength(seedBuildings.length);
    expect(await headerLink('Shortlist')).toHaveAttribute('href', '/shortlist');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await headerLink('Shortlist, 1 listing')).toBeInTheDocument();
    expect(kept()).toEqual([{ kind: 'building', id: building._id }]);

    await user.click(screen.getByRole('button', { name: 'Land' }));
    const landCard = await cardOf(land.generalInfo.propertyName);
    await user.click(within(landCard).getByRole('button', { name: 'Shortlist' }));
    expect(await headerLink('Shortlist, 2 listings')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Shortlist' })).toHaveLength(seedLands.length);

    // Pressed again, it takes the land out.
    await user.click(within(landCard).getByRole('button', { name: 'Shortlist' }));
    expect(within(landCard).getByRole('button', { name: 'Shortlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await headerLink('Shortlist, 1 listing')).toBeInTheDocument();
  });

  it('shows a listing kept in another tab as pressed, and follows that tab', async () => {
    localStorage.setItem('shortlist', JSON.stringify([{ kind: 'building', id: building._id }]));
    renderApp('/properties');
    const card = await cardOf(building.generalInfo.BuildingsName);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'true'),
    );
    localStorage.setItem('shortlist', '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'shortlist' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Shortlist' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(await headerLink('Shortlist')).toBeInTheDocument();
  });
});
