/**
 * Filters and sort on /properties, through the app's route tree against the demo
 * backend: selects offered from the loaded records, the result count, Clear all, an empty result
 * that says what to loosen, sold lands last with their badge, and all of it kept in the URL.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const list = () => screen.getByRole('region', { name: /List$/ });
const cardNames = () =>
  within(list())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);
const query = (location: () => { search: string }) => new URLSearchParams(location().search);
const count = () => within(list()).getByRole('status');

const buildingNames = (keep: (b: (typeof seedBuildings)[number]) => boolean) =>
  seedBuildings.filter(keep).map((b) => b.generalInfo.BuildingsName);
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

describe('Properties filters: buildings', () => {
  it('offers City, Status, Type and Unit type from the loaded buildings, each with All first', async () => {
    renderApp('/properties');
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    expect(optionTexts('City')).toEqual(['All', 'Bhubaneswar', 'Cuttack', 'Khordha', 'Puri']);
    expect(optionTexts('Status')).toEqual([
      'All',
      'Completed',
      'Pre-launch',
      'Under construction',
      'Upcoming',
    ]);
    expect(optionTexts('Type')).toEqual(['All', 'Both', 'Commercial', 'Residential']);
    const unitTypes = new Set(seedBuildings.flatMap((b) => b.units.map((u) => u.unitType)));
    expect(optionTexts('Unit type')).toHaveLength(unitTypes.size + 1);
    expect(optionTexts('Unit type')).toEqual(expect.arrayContaining(['All', '4 + S', 'Villa', '2 BHK 2T']));
    expect(optionTexts('Sort by')).toEqual(['Newest', 'Name A–Z']);
    expect(count()).toHaveTextContent(`${seedBuildings.length} properties`);
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('filters by city and sorts by name, shows the count, and keeps both in the URL; a change resets the page', async () => {
    const { user, location } = renderApp('/properties?page=3');
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    await user.selectOptions(screen.getByLabelText('City'), 'Cuttack');
    const cuttack = buildingNames((b) => b.locationDetails.city === 'Cuttack');
    expect(cuttack.length).toBeGreaterThan(1);
    await waitFor(() => expect(cardNames()).toEqual(cuttack));
    expect(count()).toHaveTextContent(`${cuttack.length} of ${seedBuildings.length} properties`);
    expect(query(location).get('city')).toBe('Cuttack');
    expect(query(location).get('page')).toBeNull();

    await user.selectOptions(screen.getByLabelText('City'), 'All');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name A–Z');
    const sorted = buildingNames(() => true).sort(byName);
    expect(sorted).not.toEqual(buildingNames(() => true));
    await waitFor(() => expect(cardNames()).toEqual(sorted));
    expect(query(location).get('sort')).toBe('name');
    expect(query(location).get('city')).toBeNull();
  });

  it('matches a unit type any of its units has, and a status by its stored value (pre-lunch)', async () => {
    const { user, location } = renderApp('/properties');
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    await user.selectOptions(screen.getByLabelText('Unit type'), 'Duplex');
    await waitFor(() =>
      expect(cardNames()).toEqual(buildingNames((b) => b.units.some((u) => u.unitType === 'Duplex'))),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Pre-launch');
    expect(query(location).get('status')).toBe('pre-lunch');
    await waitFor(() =>
      expect(cardNames()).toEqual(
        buildingNames(
          (b) => b.generalInfo.currentStatus === 'pre-lunch' && b.units.some((u) => u.unitType === 'Duplex'),
        ),
      ),
    );
    expect(screen.getByRole('button', { name: 'Filters 2 active' })).toBeInTheDocument();
  });

  it('opens a shared link with its filters, search and sort (any case in the URL)', async () => {
    renderApp('/properties?city=bhubaneswar&buildingType=RESIDENTIAL&search=e&sort=name');
    const expected = buildingNames(
      (b) =>
        b.locationDetails.city === 'Bhubaneswar' &&
        b.generalInfo.BuildingsType === 'residential' &&
        b.generalInfo.BuildingsName.toLowerCase().includes('e'),
    ).sort(byName);
    await waitFor(() => expect(cardNames()).toEqual(expected));
    expect(screen.getByLabelText('City')).toHaveValue('Bhubaneswar');
    expect(screen.getByLabelText('Type')).toHaveValue('residential');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(screen.getByLabelText('Search by name')).toHaveValue('e');
  });

  it('says what to loosen when nothing matches; Clear all clears the filters and the search, not the sort', async () => {
    const { user, location } = renderApp('/properties?city=Puri&unitType=Villa&sort=name&search=a');
    await waitFor(() => expect(within(list()).getByText('No data found.')).toBeInTheDocument());
    expect(
      within(list()).getByText(
        'Nothing matches the name “a”, City: Puri and Unit type: Villa. Try loosening the name, City or Unit type, or choose Clear all.',
      ),
    ).toBeInTheDocument();
    expect(count()).toHaveTextContent(`0 of ${seedBuildings.length} properties`);

    const clear = screen.getByRole('button', { name: 'Clear all' });
    expect(clear).toHaveAttribute('aria-disabled', 'false');
    await user.click(clear);
    await waitFor(() => expect(cardNames()).toEqual(buildingNames(() => true).sort(byName)));
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Unit type')).toHaveValue('');
    expect([...query(location).keys()]).toEqual(['sort']);
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    expect(clear).toHaveFocus();
  });

  it('keeps a city no building holds as its own option, so the select shows what filters the list', async () => {
    renderApp('/properties?city=Delhi');
    await waitFor(() => expect(within(list()).getByText('No data found.')).toBeInTheDocument());
    expect(screen.getByLabelText('City')).toHaveValue('Delhi');
    expect(optionTexts('City').at(-1)).toBe('Delhi');
  });

  it('Newest puts a building with a later id first; the seed keeps the backend’s order', async () => {
    const added = {
      ...seedBuildings[1]!,
      _id: '6a0000000000000000000abc',
      generalInfo: { ...seedBuildings[1]!.generalInfo, BuildingsName: 'Aa Newly Added Tower' },
    };
    server.use(
      http.get('*/real-estate/buildings/get-all-buildings', () =>
        HttpResponse.json([...seedBuildings, added]),
      ),
    );
    const { user } = renderApp('/properties');
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length + 1));
    expect(cardNames()).toEqual(['Aa Newly Added Tower', ...buildingNames(() => true)]);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name A–Z');
    await waitFor(() => expect(cardNames()[0]).toBe('Aa Newly Added Tower'));
    expect(cardNames()[1]).toBe(buildingNames(() => true).sort(byName)[0]);
  });

  it('folds the filters behind a Filters button that tells how many are set', async () => {
    const { user } = renderApp('/properties?city=Puri');
    const button = await screen.findByRole('button', { name: 'Filters 1 active' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAccessibleName('Filter buildings');
    expect(within(panel).getByLabelText('City')).toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Properties filters: lands', () => {
  const landNames = (keep: (l: (typeof seedLands)[number]) => boolean) =>
    seedLands.filter(keep).map((l) => l.generalInfo.propertyName);
  const isSold = (l: (typeof seedLands)[number]) => l.generalInfo.currentStatus === 'sold';

  it('offers City, Status, Land type, area and price bounds and the four orders', async () => {
    renderApp('/properties?type=land');
    await waitFor(() => expect(cardNames()).toHaveLength(seedLands.length));
    expect(optionTexts('City')).toEqual(['All', 'Bhubaneswar', 'Cuttack', 'Khordha', 'Puri']);
    expect(optionTexts('Status')).toEqual(['All', 'Available', 'Sold', 'Under contract']);
    expect(optionTexts('Land type')).toEqual([
      'All',
      'Agricultural',
      'Commercial',
      'Industrial',
      'Residential',
    ]);
    for (const label of ['Min area (acres)', 'Max area (acres)', 'Min price', 'Max price'])
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'number');
    expect(optionTexts('Sort by')).toEqual([
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Area: largest first',
    ]);
  });

  it('lists sold lands last, each with a Sold badge', async () => {
    renderApp('/properties?type=land');
    await waitFor(() => expect(cardNames()).toHaveLength(seedLands.length));
    expect(cardNames()).toEqual([...landNames((l) => !isSold(l)), ...landNames(isSold)]);
    const cards = within(list()).getAllByRole('article');
    const sold = landNames(isSold).length;
    for (const card of cards.slice(-sold)) expect(within(card).getByText('Sold')).toBeInTheDocument();
    for (const card of cards.slice(0, -sold)) expect(within(card).queryByText('Sold')).toBeNull();
  });

  it('narrows by max price and shows the count; sorting by price keeps sold lands last', async () => {
    const { user, location } = renderApp('/properties?type=land');
    await waitFor(() => expect(cardNames()).toHaveLength(seedLands.length));
    await user.type(screen.getByLabelText('Max price'), '5000000');
    const cheap = (l: (typeof seedLands)[number]) => l.financialInfo.sellingPrice <= 5_000_000;
    const expected = [
      ...landNames((l) => cheap(l) && !isSold(l)),
      ...landNames((l) => cheap(l) && isSold(l)),
    ];
    await waitFor(() => expect(cardNames()).toEqual(expected));
    expect(count()).toHaveTextContent(`${expected.length} of ${seedLands.length} properties`);
    expect(query(location).get('maxPrice')).toBe('5000000');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    const price = (name: string | null) =>
      seedLands.find((l) => l.generalInfo.propertyName === name)!.financialInfo.sellingPrice;
    await waitFor(() => expect(query(location).get('sort')).toBe('price-desc'));
    const names = cardNames();
    const unsold = names.slice(0, names.length - 1);
    expect(unsold.map(price)).toEqual([...unsold.map(price)].sort((a, b) => b - a));
    expect(names.at(-1)).toBe(landNames((l) => cheap(l) && isSold(l))[0]);
  });

  it('filters by area in acres and by land type; the URL keeps them through a reload', async () => {
    const { user, location, unmount } = renderApp('/properties?type=land');
    await waitFor(() => expect(cardNames()).toHaveLength(seedLands.length));
    await user.type(screen.getByLabelText('Min area (acres)'), '2');
    await user.selectOptions(screen.getByLabelText('Land type'), 'Residential');
    const expected = landNames(
      (l) => l.physicalCharacteristics.totalArea >= 2 && l.generalInfo.propertyType === 'residential',
    );
    await waitFor(() => expect(cardNames()).toEqual(expected));
    const url = `${location().pathname}${location().search}`;
    unmount();

    renderApp(url);
    await waitFor(() => expect(cardNames()).toEqual(expected));
    expect(screen.getByLabelText('Min area (acres)')).toHaveValue(2);
    expect(screen.getByLabelText('Land type')).toHaveValue('residential');
  });

  it('switching the toggle keeps the city and the search, and drops what only the other list has', async () => {
    const { user, location } = renderApp(
      '/properties?city=Puri&status=completed&unitType=Duplex&sort=name&search=r',
    );
    await screen.findByRole('heading', { name: 'Buildings List' });
    await user.click(screen.getByRole('button', { name: 'Land' }));
    await waitFor(() =>
      expect(cardNames()).toEqual(
        landNames(
          (l) => l.locationDetails.city === 'Puri' && l.generalInfo.propertyName.toLowerCase().includes('r'),
        ),
      ),
    );
    expect(Object.fromEntries(query(location))).toEqual({ type: 'land', city: 'Puri', search: 'r' });
    expect(screen.getByLabelText('City')).toHaveValue('Puri');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });
});
