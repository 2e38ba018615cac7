import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAND_MESSAGES } from '@/features/lands/messages';
import type { Land } from '@/features/lands/schema';
import { BLANK_FIELD_MESSAGE } from '@/lib/validators';
import { server } from '@/mocks/node';
import { landsBackend } from '@tests/test-utils/backend';
import { land } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };
const stored: Land = {
  ...structuredClone(land),
  physicalCharacteristics: { ...land.physicalCharacteristics, totalArea: 1.5 },
};

async function open() {
  const view = renderApp(`/edit-land-details/${stored._id}`);
  await screen.findByRole('heading', { name: 'Edit Land', level: 1 }, SLOW);
  await screen.findByLabelText(/^Property Name/, {}, SLOW);
  return view;
}

const REQUIRED = [
  /^Property Name/,
  /^Property Type/,
  /^Current Status/,
  /^Address/,
  /^City/,
  /^State/,
  /^Zip Code/,
  /^Country/,
  /^Total Area/,
  /^Terrain Type/,
  /^Selling Price/,
];
const OPTIONAL = [/^Soil Type/, /^Road Access/, /^Water Access/, /^Sewage System/, /^Electricity Access/];
const SELECTS = [
  /^Property Type/,
  /^Current Status/,
  /^Terrain Type/,
  /^Road Access/,
  /^Water Access/,
  /^Sewage System/,
  /^Electricity Access/,
];

beforeEach(async () => {
  await signIn();
});

describe('Edit land: the form', () => {
  it('is prefilled, with the area in sq ft and what that is in acres', async () => {
    landsBackend([stored]);
    await open();
    await waitFor(() => expect(document.title).toContain('Edit Land'));
    expect(screen.getByLabelText(/^Property Name/)).toHaveValue('Khordha Plot');
    expect(screen.getByLabelText(/^Property Type/)).toHaveValue('agricultural');
    expect(screen.getByLabelText(/^Zip Code/)).toHaveValue('752055');
    expect(screen.getByLabelText(/^Total Area \(sq ft\)/)).toHaveValue(65340);
    expect(screen.getByText(/That is 1\.5 acres \(1 acre = 43,560 sq ft\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Selling Price/)).toHaveValue(1800000);
    expect(screen.getByRole('img', { name: 'Land Images 1' })).toBeInTheDocument();
  });

  it('requires its eleven fields (browser-level) and no others', async () => {
    landsBackend([stored]);
    await open();
    for (const label of REQUIRED) expect(screen.getByLabelText(label)).toBeRequired();
    for (const label of OPTIONAL) expect(screen.getByLabelText(label)).not.toBeRequired();
  });

  it('disables the first option of every select', async () => {
    landsBackend([stored]);
    await open();
    for (const label of SELECTS) {
      const first = within(screen.getByLabelText(label)).getAllByRole('option')[0]!;
      expect(first).toBeDisabled();
      expect(first).toHaveValue('');
    }
  });

  it('the close icon goes to /lands', async () => {
    landsBackend([stored]);
    const { user, location } = await open();
    const close = screen.getByRole('link', { name: 'Close' });
    expect(close).toHaveAttribute('href', '/lands');
    await user.click(close);
    await waitFor(() => expect(location().pathname).toBe('/lands'));
  });

  it('an emptied required field blocks the save (the browser check)', async () => {
    const backend = landsBackend([stored]);
    const { user } = await open();
    await user.clear(screen.getByLabelText(/^City/));
    await user.click(screen.getByRole('button', { name: 'Update Land' }));
    expect(screen.getByLabelText(/^City/)).toBeInvalid();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.sent).toEqual([]);
  });

  it('a required field of spaces blocks the save too, until it is typed in again', async () => {
    const backend = landsBackend([stored]);
    const { user } = await open();
    const city = screen.getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, '   ');
    await user.click(screen.getByRole('button', { name: 'Update Land' }));
    expect(city).toBeInvalid();
    expect((city as HTMLInputElement).validationMessage).toBe(BLANK_FIELD_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.sent).toEqual([]);

    await user.type(city, 'Khordha');
    expect(city).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Update Land' }));
    await screen.findByText('Land Details Updated Successfully.', {}, SLOW);
    expect((backend.sent[0]!.body as Land).locationDetails.city).toBe('Khordha');
  });
});

describe('Edit land: saving', () => {
  it("PUTs the whole land, says 'Land Details Updated Successfully.' and returns to /lands after 1 second", async () => {
    const backend = landsBackend([stored]);
    const { user, location } = await open();
    const name = screen.getByLabelText(/^Property Name/);
    await user.clear(name);
    await user.type(name, 'Khordha Plot East');
    const area = screen.getByLabelText(/^Total Area/);
    await user.clear(area);
    await user.type(area, '87120');
    expect(screen.getByText(/That is 2 acres/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Land' }));

    expect(await screen.findByText('Land Details Updated Successfully.')).toBeInTheDocument();
    const savedAt = Date.now();
    expect(location().pathname).toBe(`/edit-land-details/${stored._id}`);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    await waitFor(() => expect(location().pathname).toBe('/lands'), { timeout: 3000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(900);

    expect(backend.sent).toEqual([
      {
        method: 'PUT',
        path: `/real-estate/lands/edit-land-by-id/${stored._id}`,
        body: {
          ...stored,
          generalInfo: { ...stored.generalInfo, propertyName: 'Khordha Plot East' },
          physicalCharacteristics: { ...stored.physicalCharacteristics, totalArea: 2 },
        },
      },
    ]);
  });

  it('an untouched area is sent back exactly as stored', async () => {
    const odd = {
      ...stored,
      physicalCharacteristics: { ...stored.physicalCharacteristics, totalArea: 0.123456789 },
    };
    const backend = landsBackend([odd]);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Update Land' }));
    await screen.findByText('Land Details Updated Successfully.');
    expect((backend.sent[0]!.body as Land).physicalCharacteristics.totalArea).toBe(0.123456789);
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'x' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('on %s says "Couldn\'t Update land Details !" and keeps the edits', async (_label, reply) => {
    landsBackend([stored]);
    server.use(http.put('*/real-estate/lands/edit-land-by-id/:id', reply));
    const { user, location } = await open();
    await user.type(screen.getByLabelText(/^Soil Type/), ' and clay');
    await user.click(screen.getByRole('button', { name: 'Update Land' }));
    expect(await screen.findByText("Couldn't Update land Details !")).toBeInTheDocument();
    expect(location().pathname).toBe(`/edit-land-details/${stored._id}`);
    expect(screen.getByLabelText(/^Soil Type/)).toHaveValue('loam and clay');
    expect(screen.getByRole('button', { name: 'Update Land' })).toBeEnabled();
  });
});

describe('Edit land: answers', () => {
  it('a land the backend does not have (a 404) says so, with the way back and no Retry', async () => {
    landsBackend([]);
    renderApp('/edit-land-details/missing');
    expect(await screen.findByRole('heading', { name: 'Land not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(LAND_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/lands');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Property Name')).not.toBeInTheDocument();
  });

  it('a malformed answer shows no form', async () => {
    server.use(http.get('*/real-estate/lands/get-land-by-id/:id', () => HttpResponse.json('garbage')));
    renderApp('/edit-land-details/x');
    expect(await screen.findByText(/could not be found/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Property Name/)).not.toBeInTheDocument();
  });
});
