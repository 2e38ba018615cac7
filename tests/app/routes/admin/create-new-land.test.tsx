import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { FAIL_CONTENT, landsBackend, png, uploadsBackend } from '@tests/test-utils/backend';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };
type User = ReturnType<typeof renderApp>['user'];

async function open() {
  const view = renderApp('/create-new-land');
  await screen.findByRole('heading', { name: 'Add Lands', level: 1 }, SLOW);
  return view;
}

async function fill(user: User, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillEverything(user: User, { images = true } = {}) {
  await fill(user, /^Property Name/, 'Khordha Plot');
  await user.selectOptions(screen.getByLabelText(/^Property Type/), 'agricultural');
  await user.selectOptions(screen.getByLabelText(/^Current Status/), 'available');
  await fill(user, /^Address/, 'Near NH16');
  await fill(user, /^City/, 'Khordha');
  await fill(user, /^State/, 'Odisha');
  await fill(user, /^Zip Code/, '752055');
  await fill(user, /^Country/, 'India');
  await fill(user, /^Total Area/, '1.5');
  await user.selectOptions(screen.getByLabelText(/^Terrain Type/), 'flat');
  await fill(user, /^Soil Type/, 'loam');
  await user.selectOptions(screen.getByLabelText(/^Road Access/), 'paved');
  await fill(user, /^Selling Price/, '1800000');
  await user.selectOptions(screen.getByLabelText(/^Water Access/), 'well');
  await user.selectOptions(screen.getByLabelText(/^Sewage System/), 'none');
  await user.selectOptions(screen.getByLabelText(/^Electricity Access/), 'yes');
  if (images) {
    await user.upload(screen.getByLabelText('Land Images'), [png('a.png'), png('b.png')]);
    await screen.findByRole('img', { name: 'Land Images 2' });
  }
}

const optionValues = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

beforeEach(async () => {
  await signIn();
});

describe('Add Lands', () => {
  it('has every Land field; selects hold the backend values, their first option disabled', async () => {
    await open();
    await waitFor(() => expect(document.title).toContain('Add Lands'));
    expect(optionValues(/^Property Type/)).toEqual([
      '',
      'agricultural',
      'residential',
      'commercial',
      'industrial',
    ]);
    expect(optionValues(/^Current Status/)).toEqual(['', 'available', 'under contract', 'sold']);
    expect(optionValues(/^Terrain Type/)).toEqual(['', 'flat', 'hilly', 'wooded', 'cleared']);
    expect(optionValues(/^Road Access/)).toEqual(['', 'paved', 'dirt', 'no access']);
    expect(optionValues(/^Water Access/)).toEqual(['', 'municipal', 'well', 'none']);
    expect(optionValues(/^Sewage System/)).toEqual(['', 'municipal', 'septic', 'none']);
    expect(optionValues(/^Electricity Access/)).toEqual(['', 'yes', 'no']);
    expect(
      within(screen.getByLabelText(/^Property Type/)).getByRole('option', { name: 'Select type' }),
    ).toBeDisabled();
    expect(screen.getByLabelText(/^Total Area \(acres\)/)).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Land Images')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif,image/avif',
    );
  });

  it("an empty field gives 'Please fill all the fields.' and sends nothing", async () => {
    const backend = landsBackend([]);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add Land' }));
    expect(await screen.findByText('Please fill all the fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Property Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.sent).toEqual([]);
  });

  it("a field of spaces gives 'Please fill all the fields.' and sends nothing", async () => {
    const backend = landsBackend([]);
    uploadsBackend();
    const { user } = await open();
    await fillEverything(user);
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Land' }));
    expect(await screen.findByText('Please fill all the fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.sent).toEqual([]);
  });

  it("no image gives 'Please fill all the fields.' too", async () => {
    const backend = landsBackend([]);
    const { user } = await open();
    await fillEverything(user, { images: false });
    await user.click(screen.getByRole('button', { name: 'Add Land' }));
    expect(await screen.findByText('Please fill all the fields.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one image.')).toBeInTheDocument();
    expect(backend.sent).toEqual([]);
  });

  it(
    'POSTs the nested Land with images from the lands preset, then shows the list',
    { timeout: 30_000 },
    async () => {
      const backend = landsBackend([]);
      const uploads = uploadsBackend();
      const { user, location } = await open();
      await fillEverything(user);
      await user.click(screen.getByRole('button', { name: 'Add Land' }));
      expect(await screen.findByText('Land added successfully')).toBeInTheDocument();
      await waitFor(() => expect(location().pathname).toBe('/lands'));
      expect(uploads.presets).toEqual(['lands', 'lands']);
      expect(backend.sent).toEqual([
        {
          method: 'POST',
          path: '/real-estate/lands/add-land',
          body: {
            generalInfo: {
              propertyName: 'Khordha Plot',
              propertyType: 'agricultural',
              currentStatus: 'available',
            },
            locationDetails: {
              address: 'Near NH16',
              city: 'Khordha',
              state: 'Odisha',
              zipCode: '752055',
              country: 'India',
            },
            physicalCharacteristics: {
              totalArea: 1.5,
              terrainType: 'flat',
              soilType: 'loam',
              roadAccess: 'paved',
            },
            financialInfo: { sellingPrice: 1800000 },
            utilities: { waterAccess: 'well', sewageSystem: 'none', electricityAccess: 'yes' },
            propertyImages: ['https://img.test/lands/1.png', 'https://img.test/lands/2.png'],
          },
        },
      ]);
      expect(await screen.findByRole('link', { name: 'Edit Khordha Plot' }, SLOW)).toBeInTheDocument();
    },
  );

  it('a failure shows the error in a toast and keeps everything typed', { timeout: 30_000 }, async () => {
    uploadsBackend();
    server.use(
      http.post('*/real-estate/lands/add-land', () =>
        HttpResponse.json({ message: 'Duplicate land' }, { status: 409 }),
      ),
    );
    const { user, location } = await open();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Add Land' }));
    expect(await screen.findByText('Duplicate land')).toBeInTheDocument();
    expect(location().pathname).toBe('/create-new-land');
    expect(screen.getByLabelText(/^Property Name/)).toHaveValue('Khordha Plot');
    expect(screen.getAllByRole('img', { name: /Land Images/ })).toHaveLength(2);
  });

  it('one failed image is named and the others are kept', async () => {
    uploadsBackend();
    const { user } = await open();
    await user.upload(screen.getByLabelText('Land Images'), [png('ok.png'), png('bad.png', FAIL_CONTENT)]);
    expect(await screen.findByText(/^"bad\.png" could not be uploaded/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Land Images/ })).toHaveLength(1);
  });
});
