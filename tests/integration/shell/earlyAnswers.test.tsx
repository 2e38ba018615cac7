import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { earlyBuildings } from '../../../src/features/buildings/api';
import { fetchEarly } from '../../../src/lib/fetchEarly';
import { makeBuilding, buildingsBackend } from '../listings/backend';
import { renderApp, signIn } from '../../helpers/renderApp';

const SLOW = { timeout: 5000 };

beforeEach(async () => {
  await signIn();
});

describe('an answer fetched at start-up', () => {
  it('is not what /buildings shows after a signed-in admin opened /properties and was redirected', async () => {
    buildingsBackend([makeBuilding(1), makeBuilding(2)]);
    // What routePreload fetched for /properties when the page opened, before the redirect.
    fetchEarly(earlyBuildings, () => Promise.resolve([makeBuilding(1)]));
    const { location, router } = renderApp('/properties');
    await screen.findByRole('heading', { name: 'Dashboard' }, SLOW);
    expect(location().pathname).toBe('/dashboard');

    await act(() => router.navigate('/buildings'));
    expect(await screen.findByText('Building 2', {}, SLOW)).toBeInTheDocument();
  });
});
