import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Building } from '@/features/buildings/schema';
import { BUILDING_MESSAGES } from '@/features/buildings/messages';
import { EDIT_UNIT_TYPES } from '@/features/buildings/values';
import { server } from '@/mocks/node';
import { buildingsBackend, uploadsBackend } from '@tests/test-utils/backend';
import { building, makeBuilding } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

/** The fixture building with a unit type only the add screen offers, and a capitalised type. */
const stored: Building = {
  ...structuredClone(building),
  generalInfo: { ...structuredClone(building.generalInfo), BuildingsType: 'Residential' },
  units: [
    ...structuredClone(building.units),
    {
      unitType: '4 + S',
      numberOfBedrooms: 4,
      numberOfBathrooms: 4,
      numberOfKitchens: 1,
      balcony: 'yes',
      terrace: 'yes',
    },
  ],
};

async function open(path = `/update-building/${stored._id}`) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Update Form', level: 1 }, SLOW);
  await screen.findByLabelText('Building Name', {}, SLOW);
  return view;
}

beforeEach(async () => {
  await signIn();
});

describe('Update Form: prefilled', () => {
  it('shows every stored value, zipCode as a number input', async () => {
    buildingsBackend([stored]);
    await open();
    await waitFor(() => expect(document.title).toContain('Update Form'));
    expect(screen.getByLabelText('Building Name')).toHaveValue('Sai Heights');
    expect(screen.getByLabelText('Apartment Type')).toHaveValue('3 BHK');
    expect(screen.getByLabelText('Current Status')).toHaveValue('pre-lunch');
    expect(screen.getByLabelText('Approval')).toHaveValue('RERA');
    expect(screen.getByLabelText('Zip Code')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Zip Code')).toHaveValue(751024);
    expect(screen.getByLabelText('Total Area (Acre)')).toHaveValue(1.5);
    expect(screen.getAllByLabelText('Place').map((input) => (input as HTMLInputElement).value)).toEqual([
      'School',
      'Hospital',
    ]);
    expect(
      screen.getAllByLabelText('Unit Type').map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['3 BHK 2T', '4 + S']);
    expect(screen.getByLabelText('Paragraph 2')).toHaveValue('Lake view.');
    expect(screen.getByLabelText('Amenity 2')).toHaveValue('Pool');
    expect(screen.getByLabelText('Selling Price')).toHaveValue(6_500_000);
    expect(screen.getByRole('img', { name: 'Building Images 2' })).toHaveAttribute(
      'src',
      'https://images.example.com/b1-thumb.jpg',
    );
    expect(screen.getByRole('img', { name: 'Building Plan 1' })).toBeInTheDocument();
    // Nothing is required on this form.
    expect(screen.getByLabelText('Building Name')).not.toBeRequired();
  });

  it('offers the edit unit types plus a stored type outside that list, so nothing is lost', async () => {
    buildingsBackend([stored]);
    await open();
    const values = within(screen.getAllByLabelText('Unit Type')[1]!)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(values).toEqual(['', ...EDIT_UNIT_TYPES, '4 + S']);
    // The stored type outside the list is also kept for the other rows.
    expect(
      within(screen.getAllByLabelText('Unit Type')[0]!).getByRole('option', { name: '4 + S (as stored)' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Building Type')).getByRole('option', { name: 'Residential (as stored)' }),
    ).toBeInTheDocument();
  });

  it('the first benefit, unit and paragraph have no Remove button; later ones do', async () => {
    buildingsBackend([stored]);
    const { user } = await open();
    expect(screen.queryByRole('button', { name: 'Remove benefit 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove unit 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove paragraph 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove benefit 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove unit 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove paragraph 2' }));
    expect(screen.getAllByLabelText('Place')).toHaveLength(1);
    expect(screen.getAllByLabelText('Unit Type')).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: /^Remove (benefit|unit|paragraph)/ }),
    ).not.toBeInTheDocument();
  });

  it("shows the red 'This is required so please Add Aminities' while there are no units", async () => {
    buildingsBackend([{ ...stored, units: [] }]);
    const { user } = await open();
    const message = screen.getByText('This is required so please Add Aminities');
    expect(message).toHaveClass('field-error');
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    expect(screen.queryByText('This is required so please Add Aminities')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove unit 1' })).not.toBeInTheDocument();
  });
});

describe('Update Form: saving', () => {
  it('PUTs the whole building, zipCode as a number, then says so and returns to the list', async () => {
    const backend = buildingsBackend([stored]);
    uploadsBackend();
    const { user, location } = await open();
    const name = screen.getByLabelText('Building Name');
    await user.clear(name);
    await user.type(name, 'Sai Heights Phase 2');
    await user.upload(
      screen.getByLabelText('Building Images'),
      new File(['x'], 'new.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Building Images 3' });
    await user.click(screen.getByRole('button', { name: 'Update Building' }));

    expect(await screen.findByText('Building Data Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/buildings'));
    expect(backend.sent).toHaveLength(1);
    expect(backend.sent[0]).toMatchObject({
      method: 'PUT',
      path: `/real-estate/buildings/edit-building-by-id/${stored._id}`,
    });
    expect(backend.sent[0]!.body).toEqual({
      ...stored,
      generalInfo: { ...stored.generalInfo, BuildingsName: 'Sai Heights Phase 2' },
      locationDetails: { ...stored.locationDetails, zipCode: 751024 },
      BuildingsImages: [...stored.BuildingsImages, 'https://img.test/properties/1.png'],
    });
  });

  it('has no required fields: an emptied name is still sent', async () => {
    const backend = buildingsBackend([stored]);
    const { user } = await open();
    await user.clear(screen.getByLabelText('Building Name'));
    await user.click(screen.getByRole('button', { name: 'Update Building' }));
    expect(await screen.findByText('Building Data Updated Successfully')).toBeInTheDocument();
    expect((backend.sent[0]!.body as Building).generalInfo.BuildingsName).toBe('');
  });

  it('returns to the list page and filters it was opened from', async () => {
    buildingsBackend(Array.from({ length: 12 }, (_, i) => makeBuilding(i + 1)));
    const { user, location } = renderApp('/buildings?page=3');
    await user.click(await screen.findByRole('link', { name: 'Edit Building 11' }, SLOW));
    await screen.findByLabelText('Building Name', {}, SLOW);
    await user.type(screen.getByLabelText('Developer Name'), ' & Sons');
    await user.click(screen.getByRole('button', { name: 'Update Building' }));
    await waitFor(() => expect(location().pathname + location().search).toBe('/buildings?page=3'));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'Nope' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])("on %s says 'Something went wrong' and keeps the edits", async (_label, reply) => {
    buildingsBackend([stored]);
    server.use(http.put('*/real-estate/buildings/edit-building-by-id/:id', reply));
    const { user, location } = await open();
    await user.type(screen.getByLabelText('Developer Name'), ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Update Building' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(location().pathname).toBe(`/update-building/${stored._id}`);
    expect(screen.getByLabelText('Developer Name')).toHaveValue('Kalinga Builders Ltd');
    expect(screen.getByRole('button', { name: 'Update Building' })).toBeEnabled();
  });
});

describe('Update Form: answers', () => {
  it('a building the backend does not have (a 404) says so, with the way back and no Retry', async () => {
    buildingsBackend([]);
    renderApp('/update-building/missing');
    expect(await screen.findByRole('heading', { name: 'Building not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(BUILDING_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/buildings');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Building Name')).not.toBeInTheDocument();
  });

  it('a failed read (a 500) shows the reason and Retry, which then loads the form', async () => {
    let fail = true;
    buildingsBackend([structuredClone(building)]);
    server.use(
      http.get('*/real-estate/buildings/get-building-by-id/:id', () =>
        fail ? HttpResponse.json({ message: 'The server is down' }, { status: 500 }) : undefined,
      ),
    );
    const view = renderApp(`/update-building/${building._id}`);
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    expect(screen.getByText('The server is down')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/buildings');
    fail = false;
    await view.user.click(retry);
    expect(await screen.findByLabelText('Building Name', {}, SLOW)).toHaveValue(
      building.generalInfo.BuildingsName,
    );
  });

  it.each([
    ['{}', {}],
    ['null', null],
    ['a list', []],
  ])('a malformed answer (%s) shows no form to overwrite the building with', async (_label, body) => {
    server.use(http.get('*/real-estate/buildings/get-building-by-id/:id', () => HttpResponse.json(body)));
    renderApp('/update-building/bld-1');
    expect(await screen.findByText(/could not be found/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/buildings');
  });
});
