import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hold } from '@tests/test-utils/answers';
import { BUILDING_NAME, buildingPath } from '@tests/test-utils/listingPages';
import { renderApp } from '@tests/test-utils/render';

describe('NavigationProgress', () => {
  it('shows while a record page waits for its record, and goes once it shows', async () => {
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();

    const building = hold('/buildings/get-building-by-id/:id');
    void router.navigate(buildingPath);
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();

    building.release();
    await screen.findByRole('heading', { level: 1, name: BUILDING_NAME });
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument(),
    );
  });
});
