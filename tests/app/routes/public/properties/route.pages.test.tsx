import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loader } from '@/app/routes/public/properties/route';
import { buildingQueries } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import { seedBuildings } from '@/mocks/seed/buildings';
import { answer, hold } from '@tests/test-utils/answers';
import { buildingsBackend } from '@tests/test-utils/backend';
import { catalogue } from '@tests/test-utils/fixtures';
import { expectPageButtons } from '@tests/test-utils/pager';
import { renderApp, renderBuiltPage } from '@tests/test-utils/render';
import { watchScroll } from '@tests/test-utils/scroll';

configure({ asyncUtilTimeout: 5000 });

const ROUTE_ID = 'routes/public/properties/route';
const COUNT = 60;
const withName = (building: Building, name: (base: string) => string): Building => ({
  ...building,
  generalInfo: { ...building.generalInfo, BuildingsName: name(building.generalInfo.BuildingsName) },
});
/** Newest first: the catalogue's last record is its newest. */
const buildings = catalogue(seedBuildings, COUNT, withName);
const newestFirst = [...buildings].reverse().map((building) => building.generalInfo.BuildingsName);

const list = () => screen.getByRole('region', { name: /List$/ });
const cardNames = () =>
  within(list())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const pager = () => screen.getByRole('navigation', { name: 'Property pages' });

describe('Properties page, a catalogue of many buildings', () => {
  it('shows 24 cards a page with the count, page buttons and the page in the URL', async () => {
    buildingsBackend(buildings);
    const { user, location } = renderApp('/properties');
    await waitFor(() => expect(cardNames()).toEqual(newestFirst.slice(0, 24)));
    expect(within(list()).getByRole('status')).toHaveTextContent('60 properties, page 1 of 3');
    expectPageButtons(pager(), ['1', '2', '3'], 'Page 1');

    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cardNames()).toEqual(newestFirst.slice(48)));
    expect(new URLSearchParams(location().search).get('page')).toBe('3');
  });

  it('searches every building, not only the page shown, and starts again at page 1', async () => {
    buildingsBackend(buildings);
    const { user, location } = renderApp('/properties?page=2');
    await waitFor(() => expect(cardNames()).toEqual(newestFirst.slice(24, 48)));
    // The only match is on page 1, not the page shown.
    await user.type(screen.getByLabelText('Search by name'), 'valley residency 5');
    await waitFor(() =>
      expect(cardNames()).toEqual(newestFirst.filter((name) => /Valley Residency 5\d*$/.test(name))),
    );
    expect(cardNames().length).toBeGreaterThan(0);
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
  });

  it('opens a listing from page 2 and Back returns to page 2', async () => {
    buildingsBackend(buildings);
    const { user, router } = renderApp('/properties?page=2');
    await waitFor(() => expect(cardNames()).toEqual(newestFirst.slice(24, 48)));
    await user.click(within(list()).getByRole('link', { name: newestFirst[30]! }));
    await screen.findByRole('heading', { level: 1, name: newestFirst[30]! });
    await router.navigate(-1);
    await waitFor(() => expect(cardNames()).toEqual(newestFirst.slice(24, 48)));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('Back after the cache let the list go returns to page 2 and the place once the cards are in', async () => {
    buildingsBackend(buildings);
    const scroll = watchScroll(() => screen.queryByRole('navigation', { name: 'Property pages' }) !== null);
    const { user, router, client } = renderApp('/properties?page=2');
    await waitFor(() => expect(cardNames()).toEqual(newestFirst.slice(24, 48)));
    scroll.to(1800);
    await user.click(within(list()).getByRole('link', { name: newestFirst[30]! }));
    await screen.findByRole('heading', { level: 1, name: newestFirst[30]! });
    // Five minutes on the listing: the cache lets the unused list go, and Back reads it again.
    const read = hold('/buildings/get-all-buildings');
    client.removeQueries({ queryKey: buildingQueries.all().queryKey, exact: true });

    scroll.clear();
    await router.navigate(-1);
    expect(await screen.findByText('Loading buildings')).toBeInTheDocument();
    // The router's own restore came over the skeletons, which a browser clamps to the short page.
    expect(scroll.calls.filter((call) => call.shown)).toEqual([]);
    read.release();
    await waitFor(() => expect(cardNames()).toEqual(newestFirst.slice(24, 48)));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(scroll.calls.filter((call) => call.shown)).toEqual([{ y: 1800, shown: true }]),
    );
  });
});

describe('Properties page as the build writes it', () => {
  it("carries the first page's cards, with only the fields a card shows, the count and the choices", async () => {
    buildingsBackend(buildings);
    const { firstPage } = await loader();
    expect(firstPage?.total).toBe(COUNT);
    expect(firstPage?.items.map((card) => card.generalInfo.BuildingsName)).toEqual(newestFirst.slice(0, 24));
    expect(Object.keys(firstPage!.items[0]!).sort()).toEqual([
      'BuildingsImages',
      '_id',
      'generalInfo',
      'locationDetails',
    ]);
    expect(Object.keys(firstPage!.items[0]!.generalInfo).sort()).toEqual([
      'AppartmentType',
      'BuildingsName',
      'BuildingsType',
    ]);
    expect(firstPage?.choices.city.length).toBeGreaterThan(0);
    // Each card's share of the page stays small, whatever the catalogue holds beside it.
    expect(JSON.stringify(firstPage).length / 24).toBeLessThan(600);
  });

  it('shows that page until the whole list is in, then the cards from the list', async () => {
    const backend = buildingsBackend(buildings);
    const { firstPage } = await loader();
    // Added since the build: the browser's answer shows it first.
    const added = withName(
      { ...seedBuildings[0]!, _id: 'ffffffff0000000000000000' },
      () => 'Added Since The Build',
    );
    backend.list.push(added);
    const gate = hold('/buildings/get-all-buildings');
    await renderBuiltPage('/properties', { [ROUTE_ID]: { firstPage } });
    await waitFor(() => expect(cardNames()).toEqual(newestFirst.slice(0, 24)));
    expect(screen.queryAllByTestId('building-skeleton')).toHaveLength(0);
    expect(within(list()).getByRole('status')).toHaveTextContent('60 properties, page 1 of 3');
    expect(screen.getByRole('combobox', { name: 'City' })).toBeInTheDocument();
    gate.release();
    await waitFor(() => expect(cardNames()).toEqual(['Added Since The Build', ...newestFirst.slice(0, 23)]));
    expect(within(list()).getByRole('status')).toHaveTextContent('61 properties, page 1 of 3');
  });

  it('shows the Retry of a failed read, not the page the build wrote', async () => {
    buildingsBackend(buildings);
    const { firstPage } = await loader();
    answer('/buildings/get-all-buildings', 'server-error');
    await renderBuiltPage('/properties', { [ROUTE_ID]: { firstPage } });
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
