import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { buildingQueries } from '@/features/buildings/hooks';
import { hold } from '@tests/test-utils/answers';
import { buildingsBackend } from '@tests/test-utils/backend';
import { makeBuilding } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';
import { watchScroll } from '@tests/test-utils/scroll';

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.querySelector('p')!.textContent);

// The first render also loads the page's code, which can take a while on a busy machine.
const SLOW = { timeout: 5000 };

const waitForRows = async () => {
  await screen.findByRole('table', { name: 'Buildings' }, SLOW);
};

/** Twelve buildings: cities, types and prices chosen so each filter keeps a known few. */
const twelve = () => [
  makeBuilding(1, { city: 'Bhubaneswar', type: 'residential', price: 4_000_000 }),
  makeBuilding(2, { city: 'Cuttack', type: 'commercial', price: 9_000_000 }),
  makeBuilding(3, { city: 'Puri', type: 'both', price: 3_000_000 }),
  makeBuilding(4, { city: 'Bhubaneswar', type: 'commercial', price: 15_000_000 }),
  makeBuilding(5, { city: 'Khordha', type: 'residential', price: 2_500_000 }),
  makeBuilding(6, { city: 'Cuttack', type: 'Residential', price: 6_000_000 }),
  makeBuilding(7, { city: 'Bhubaneswar', type: 'both', price: 7_500_000 }),
  makeBuilding(8, { city: 'Puri', type: 'residential', price: 5_000_000 }),
  makeBuilding(9, { city: 'Jatni', type: 'residential', price: 3_500_000 }),
  makeBuilding(10, { city: 'bhubaneswar', type: 'residential', price: 12_000_000 }),
  makeBuilding(11, { city: 'Cuttack', type: 'both', price: 8_000_000 }),
  makeBuilding(12, { city: 'Berhampur', type: 'commercial', price: 10_000_000 }),
];

beforeEach(async () => {
  await signIn();
});

describe('List Of Buildings: table and pager', () => {
  it('shows 5 buildings per page with Prev/Next and Page x of y, the page in the URL', async () => {
    buildingsBackend(twelve());
    const { user, location } = renderApp('/buildings');
    expect(
      await screen.findByRole('heading', { name: 'List Of Buildings', level: 1 }, SLOW),
    ).toBeInTheDocument();
    await waitForRows();
    await waitFor(() => expect(document.title).toContain('List Of Buildings'));
    expect(rowNames()).toEqual(['Building 1', 'Building 2', 'Building 3', 'Building 4', 'Building 5']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Building 6');
    expect(location().search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Building 11', 'Building 12']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    // Row numbers continue across pages.
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('11');

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('a page past the end in the URL shows the last page; a page that is not a number shows page 1', async () => {
    buildingsBackend(twelve());
    const { location } = renderApp('/buildings?page=9');
    await waitForRows();
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?page=3'));
  });

  it('Edit opens the Update Form of that building; going back returns to the same page and filters', async () => {
    buildingsBackend(twelve());
    const { user, location, router } = renderApp('/buildings?q=a&page=2');
    await waitForRows();
    const row = screen.getAllByRole('row')[1]!;
    const name = rowNames()[0]!;
    const edit = within(row).getByRole('link', { name: `Edit ${name}` });
    const id = `bld-${name.split(' ')[1]}`;
    expect(edit).toHaveAttribute('href', `/update-building/${id}`);
    await user.click(edit);
    await waitFor(() => expect(location().pathname).toBe(`/update-building/${id}`));
    await router.navigate(-1);
    await waitFor(() => expect(location().search).toBe('?q=a&page=2'));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    expect(await screen.findByLabelText('Search by district', {}, SLOW)).toHaveValue('a');
  });
});

describe('List Of Buildings: Back and Forward keep the place', () => {
  const showingRows = () => screen.queryByRole('table', { name: 'Buildings' }) !== null;

  /** Page 2 of the list scrolled to `y`, then a building's edit page opened from it. */
  async function editFromPage2At(y: number) {
    buildingsBackend(twelve());
    const scroll = watchScroll(showingRows);
    const app = renderApp('/buildings?page=2');
    await waitForRows();
    scroll.to(y);
    await app.user.click(screen.getByRole('link', { name: 'Edit Building 6' }));
    await screen.findByRole('heading', { name: 'Update Form', level: 1 }, SLOW);
    return { ...app, scroll };
  }

  it('Back from an edit page returns to page 2 and the place in it; Forward and Back again too', async () => {
    const { scroll, location, router } = await editFromPage2At(640);
    scroll.to(300);

    scroll.clear();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(location().search).toBe('?page=2');
    expect(scroll.calls).toContainEqual({ y: 640, shown: true });

    scroll.clear();
    await router.navigate(1);
    await screen.findByRole('heading', { name: 'Update Form', level: 1 }, SLOW);
    expect(scroll.calls.at(-1)?.y).toBe(300);

    scroll.clear();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(scroll.calls).toContainEqual({ y: 640, shown: true });
  });

  it('Back after the cache let the list go returns to the place once the rows are in', async () => {
    const { scroll, location, router, client } = await editFromPage2At(640);
    // Five minutes on the form: the cache lets the unused list go, and Back reads it again.
    client.removeQueries({ queryKey: buildingQueries.all().queryKey, exact: true });
    const read = hold('/buildings/get-all-buildings');

    scroll.clear();
    await router.navigate(-1);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // The router's own restore came over the loading state, which a browser clamps to the short page.
    expect(scroll.calls.filter((call) => call.shown)).toEqual([]);
    read.release();
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(location().search).toBe('?page=2');
    await waitFor(() => expect(scroll.calls.filter((call) => call.shown)).toEqual([{ y: 640, shown: true }]));
  });

  it('a visitor who scrolls while the list loads keeps their own place', async () => {
    const { scroll, router, client } = await editFromPage2At(640);
    client.removeQueries({ queryKey: buildingQueries.all().queryKey, exact: true });
    const read = hold('/buildings/get-all-buildings');

    await router.navigate(-1);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    scroll.clear();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
    scroll.to(40);
    read.release();
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(scroll.calls).toEqual([]);
    expect(window.scrollY).toBe(40);
  });
});

describe('List Of Buildings: filters', () => {
  it('search by district keeps cities containing the text, case-insensitive, and resets the page', async () => {
    buildingsBackend(twelve());
    const { user, location } = renderApp('/buildings?page=2');
    await waitForRows();
    await user.type(screen.getByLabelText('Search by district'), 'BHUB');
    expect(rowNames()).toEqual(['Building 1', 'Building 4', 'Building 7', 'Building 10']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(location().search).toBe('?q=BHUB');
  });

  it('type keeps buildings of that type (case-insensitive)', async () => {
    buildingsBackend(twelve());
    const { user } = renderApp('/buildings');
    await waitForRows();
    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'residential', 'commercial', 'both']);
    await user.selectOptions(type, 'residential');
    expect(screen.getByText('6 buildings')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Building 1', 'Building 5', 'Building 6', 'Building 8', 'Building 9']);
    await user.selectOptions(type, 'both');
    expect(rowNames()).toEqual(['Building 3', 'Building 7', 'Building 11']);
  });

  it('min price and max price are inclusive bounds on the selling price', async () => {
    buildingsBackend(twelve());
    const { user } = renderApp('/buildings');
    await waitForRows();
    await user.type(screen.getByLabelText('Min price'), '9000000');
    expect(rowNames()).toEqual(['Building 2', 'Building 4', 'Building 10', 'Building 12']);
    await user.clear(screen.getByLabelText('Min price'));
    await user.type(screen.getByLabelText('Max price'), '3000000');
    expect(rowNames()).toEqual(['Building 3', 'Building 5']);
  });

  it('combines all filters, and Clear Filters is enabled only while one is set', async () => {
    buildingsBackend(twelve());
    const { user, location } = renderApp('/buildings');
    await waitForRows();
    const clear = screen.getByRole('button', { name: 'Clear Filters' });
    expect(clear).toBeDisabled();

    await user.type(screen.getByLabelText('Search by district'), 'cut');
    expect(clear).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Type'), 'both');
    await user.type(screen.getByLabelText('Min price'), '7000000');
    await user.type(screen.getByLabelText('Max price'), '8000000');
    expect(rowNames()).toEqual(['Building 11']);

    await user.click(clear);
    expect(clear).toBeDisabled();
    expect(screen.getByLabelText('Search by district')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.getByLabelText('Min price')).toHaveValue(null);
    expect(screen.getByText('12 buildings')).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('filters come from the URL, and nothing matching says No data found.', async () => {
    buildingsBackend(twelve());
    renderApp('/buildings?q=delhi');
    expect(await screen.findByText('No data found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});

describe('List Of Buildings: delete', () => {
  it('asks first: Cancel sends nothing; Delete sends DELETE, reloads the list and says so', async () => {
    const backend = buildingsBackend(twelve());
    const { user } = renderApp('/buildings');
    await waitForRows();

    await user.click(screen.getByRole('button', { name: 'Delete Building 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete building' });
    expect(dialog).toHaveTextContent('Are you sure, you want to delete "Building 2" ?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Building 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Building deleted successfully')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      { method: 'DELETE', path: '/real-estate/buildings/delete-building-by-id/bld-2', body: undefined },
    ]);
    await waitFor(() => expect(rowNames()).not.toContain('Building 2'));
    expect(screen.getByText('11 buildings')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deleting the last row of the last page moves back a page', async () => {
    buildingsBackend(twelve().slice(0, 11));
    const { user, location } = renderApp('/buildings?page=3');
    await waitForRows();
    expect(rowNames()).toEqual(['Building 11']);
    await user.click(screen.getByRole('button', { name: 'Delete Building 11' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(rowNames()).toEqual(['Building 6', 'Building 7', 'Building 8', 'Building 9', 'Building 10']);
  });

  it('a failed delete says why and keeps the row', async () => {
    buildingsBackend(twelve());
    server.use(
      http.delete('*/real-estate/buildings/delete-building-by-id/:id', () =>
        HttpResponse.json({ message: 'Building is locked' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/buildings');
    await waitForRows();
    await user.click(screen.getByRole('button', { name: 'Delete Building 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Building is locked')).toBeInTheDocument();
    expect(rowNames()).toContain('Building 1');
  });
});

describe('List Of Buildings: answers', () => {
  it('an empty list says No data found.', async () => {
    buildingsBackend([]);
    renderApp('/buildings');
    expect(await screen.findByText('No data found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s ends the loading and offers Retry, which loads again', async (_label, reply) => {
    let calls = 0;
    server.use(
      http.get('*/real-estate/buildings/get-all-buildings', () => {
        calls += 1;
        return calls === 1 ? reply() : HttpResponse.json([makeBuilding(1)]);
      }),
    );
    const { user } = renderApp('/buildings');
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Edit Building 1' })).toBeInTheDocument();
  });

  it.each([
    ['{}', {}],
    ['null', null],
    ['a string', 'oops'],
    ['a wrapped list', { data: [{ generalInfo: { BuildingsName: 'Wrapped' } }] }],
  ])('a malformed answer (%s) does not crash', async (_label, body) => {
    server.use(http.get('*/real-estate/buildings/get-all-buildings', () => HttpResponse.json(body)));
    renderApp('/buildings');
    expect(await screen.findByText('Page 1 of 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'List Of Buildings' })).toBeInTheDocument();
  });

  it('records with missing or wrong-typed fields still list, with dashes', async () => {
    server.use(
      http.get('*/real-estate/buildings/get-all-buildings', () =>
        HttpResponse.json([
          { _id: 'x', generalInfo: 'bad', financialInfo: { sellingPrice: 'lots' } },
          42,
          null,
        ]),
      ),
    );
    renderApp('/buildings');
    expect(await screen.findByText('Untitled building', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('1 building')).toBeInTheDocument();
  });
});
