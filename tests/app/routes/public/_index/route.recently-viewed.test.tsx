import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILDING_NAME, buildingPath, LAND_NAME, landPath } from '@tests/test-utils/listingPages';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

describe('Recently viewed on the home page', () => {
  it('is not there when nothing was opened', async () => {
    renderApp('/');
    // The sections below the hero come in a file of their own, slow to import in a cold test worker.
    await screen.findByRole('region', { name: 'Our Lands' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('shows the listings opened, newest first, below the lists, and Clear empties it', async () => {
    const { router, user } = renderApp(buildingPath);
    await screen.findByRole('heading', { level: 1, name: BUILDING_NAME });
    await act(() => router.navigate(landPath));
    await screen.findByRole('heading', { level: 1, name: LAND_NAME });
    await act(() => router.navigate('/'));

    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    const names = within(region)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual([LAND_NAME, BUILDING_NAME]);
    // After 'Our Lands', so it never pushes the first screen down as it arrives.
    const lands = screen.getByRole('region', { name: 'Our Lands' });
    expect(lands.compareDocumentPosition(region)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await user.click(within(region).getByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument(),
    );
  });
});
