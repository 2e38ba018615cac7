import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNCONFIRMED_CREATE } from '@/lib/checkedCreate';
import { server } from '@/mocks/node';
import { buildingsBackend, FAIL_CONTENT, png, uploadsBackend } from '@tests/test-utils/backend';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };
type User = ReturnType<typeof renderApp>['user'];

async function open() {
  const view = renderApp('/create-new-building');
  await screen.findByRole('heading', { name: 'Add Buildings', level: 1 }, SLOW);
  return view;
}

const optionValues = (label: string, index = 0) =>
  within(screen.getAllByLabelText(label)[index]!)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

/** Types by pasting: as real as typing for the form, and much faster in a long test. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, screen.getByLabelText(/^Building Name/), 'Sai Heights');
  await fill(user, screen.getByLabelText(/^Address/), 'Plot 12, Patia');
  await fill(user, screen.getByLabelText(/^City/), 'Bhubaneswar');
  await fill(user, screen.getByLabelText(/^State/), 'Odisha');
  await fill(user, screen.getByLabelText(/^Zip Code/), '751024');
  await fill(user, screen.getByLabelText(/^Country/), 'India');
  await user.upload(screen.getByLabelText('Building Images'), [png('front.png'), png('lobby.png')]);
  await screen.findByRole('img', { name: 'Building Images 2' });
}

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(async () => {
  await signIn();
});

describe('Add Buildings: the form', () => {
  it('has every Building field in sections, with the backend values in its selects', async () => {
    await open();
    await waitFor(() => expect(document.title).toContain('Add Buildings'));
    for (const section of [
      'General information',
      'Location',
      'Physical characteristics',
      'Units',
      'Images',
      'Plan',
      'Financial information',
      'Description',
      'Extra information',
    ]) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
    expect(optionValues('Building Type')).toEqual(['', 'residential', 'commercial', 'both']);
    expect(optionValues('Current Status')).toEqual([
      '',
      'under construction',
      'pre-lunch',
      'completed',
      'upcoming',
    ]);
    expect(
      within(screen.getByLabelText('Current Status')).getByRole('option', { name: 'Pre-launch' }),
    ).toHaveValue('pre-lunch');
    expect(optionValues('Approval')).toEqual(['', 'RERA', 'BDA', 'BMC', 'BDO']);
    expect(optionValues('Parking Facilities')).toEqual(['', 'yes', 'no']);
    expect(optionValues('Pricing Status')).toEqual(['', 'on request', 'call for price', 'fixed price']);
    expect(optionValues('Furnishings')).toEqual(['', 'fully furnished', 'semi-furnished', 'not furnished']);
    expect(optionValues('Unit Type')).toEqual(['', 'Simplex', 'Duplex', 'Triplex', '4 + S']);
    expect(optionValues('Balcony')).toEqual(['', 'yes', 'no']);
    expect(optionValues('Terrace')).toEqual(['', 'yes', 'no']);
    expect(screen.getByLabelText('Total Area (Acre)')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Building Images')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif,image/avif',
    );
    expect(screen.getByLabelText('Building Images')).toHaveAttribute('multiple');
    expect(screen.getByLabelText('Building Plan')).not.toHaveAttribute('multiple');
  });

  it('says what is missing, with the exact texts, and sends nothing', async () => {
    const backend = buildingsBackend([]);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add Building' }));
    expect(await screen.findByText('Please Check Building Name')).toBeInTheDocument();
    expect(screen.getByText('Please Check Building Images')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all location details')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Building Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.sent).toEqual([]);

    // Each message goes once its field is filled.
    await user.type(screen.getByLabelText(/^Building Name/), 'Sai Heights');
    expect(screen.queryByText('Please Check Building Name')).not.toBeInTheDocument();
    for (const label of [/^Address/, /^City/, /^State/, /^Zip Code/])
      await user.type(screen.getByLabelText(label), 'x');
    expect(screen.getByText('Please fill in all location details')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Country/), 'India');
    expect(screen.queryByText('Please fill in all location details')).not.toBeInTheDocument();
  });

  it('the first unit, benefit and paragraph cannot be removed; added rows can', async () => {
    const { user } = await open();
    expect(screen.queryByRole('button', { name: 'Remove unit 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove benefit 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove paragraph 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    await user.click(screen.getByRole('button', { name: 'Add paragraph' }));
    expect(screen.getAllByLabelText('Unit Type')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove unit 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove benefit 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove paragraph 2' }));
    expect(screen.getAllByLabelText('Unit Type')).toHaveLength(1);
    expect(screen.getAllByLabelText('Place')).toHaveLength(1);
    expect(screen.queryByLabelText('Paragraph 2')).not.toBeInTheDocument();
  });
});

describe('Add Buildings: saving', () => {
  it('POSTs the nested Building exactly, says so and shows the list', { timeout: 40_000 }, async () => {
    const backend = buildingsBackend([]);
    const uploads = uploadsBackend();
    const { user, location } = await open();

    await fill(user, screen.getByLabelText(/^Building Name/), '  Sai Heights ');
    await fill(user, screen.getByLabelText('Apartment Type'), '3 BHK');
    await user.selectOptions(screen.getByLabelText('Building Type'), 'residential');
    await user.selectOptions(screen.getByLabelText('Current Status'), 'pre-lunch');
    await user.selectOptions(screen.getByLabelText('Approval'), 'RERA');
    await fill(user, screen.getByLabelText('Developer Name'), 'Kalinga Builders');
    await fill(user, screen.getByLabelText(/^Address/), 'Plot 12, Patia');
    await fill(user, screen.getByLabelText(/^City/), 'Bhubaneswar');
    await fill(user, screen.getByLabelText(/^State/), 'Odisha');
    await fill(user, screen.getByLabelText(/^Zip Code/), '751024');
    await fill(user, screen.getByLabelText(/^Country/), 'India');
    await fill(user, screen.getByLabelText('Place'), 'School');
    await fill(user, screen.getByLabelText('Distance'), '1 km');
    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    await fill(user, screen.getAllByLabelText('Place')[1]!, 'Hospital');
    await fill(user, screen.getAllByLabelText('Distance')[1]!, '2 km');
    await fill(user, screen.getByLabelText('Year of Possession'), '2027');
    await fill(user, screen.getByLabelText('Number of Towers'), '2');
    await fill(user, screen.getByLabelText('Total Floors'), '14');
    await fill(user, screen.getByLabelText('Total Area (Acre)'), '1.5');
    await user.selectOptions(screen.getByLabelText('Parking Facilities'), 'yes');

    await user.selectOptions(screen.getByLabelText('Unit Type'), 'Duplex');
    await fill(user, screen.getByLabelText('Bedrooms'), '3');
    await fill(user, screen.getByLabelText('Bathrooms'), '2');
    await fill(user, screen.getByLabelText('Kitchens'), '1');
    await user.selectOptions(screen.getByLabelText('Balcony'), 'yes');
    await user.selectOptions(screen.getByLabelText('Terrace'), 'no');
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await user.selectOptions(screen.getAllByLabelText('Unit Type')[1]!, '4 + S');
    await fill(user, screen.getAllByLabelText('Bedrooms')[1]!, '4');

    await user.upload(screen.getByLabelText('Building Images'), [png('front.png'), png('lobby.png')]);
    await screen.findByRole('img', { name: 'Building Images 2' });
    await user.upload(screen.getByLabelText('Building Plan'), png('plan.png'));
    await screen.findByRole('img', { name: 'Building Plan 1' });

    await fill(user, screen.getByLabelText('Selling Price'), '6500000');
    await fill(user, screen.getByLabelText('Maintenance Fees'), '3000');
    await user.selectOptions(screen.getByLabelText('Pricing Status'), 'fixed price');
    await fill(user, screen.getByLabelText('Paragraph 1'), 'Near the IT corridor.');
    await user.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await fill(user, screen.getByLabelText('Paragraph 2'), 'Lake view.');
    await user.selectOptions(screen.getByLabelText('Furnishings'), 'semi-furnished');
    await fill(user, screen.getByLabelText('Amenity 1'), 'Gym');
    await user.click(screen.getByRole('button', { name: 'Add amenity' }));
    await fill(user, screen.getByLabelText('Amenity 2'), 'Pool');

    await user.click(screen.getByRole('button', { name: 'Add Building' }));
    expect(await screen.findByText('Building added successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/buildings'));
    expect(uploads.presets).toEqual(['properties', 'properties', 'properties']);
    expect(backend.sent).toHaveLength(1);
    expect(backend.sent[0]!.path).toBe('/real-estate/buildings/add-building');
    expect(backend.sent[0]!.body).toEqual({
      generalInfo: {
        BuildingsName: 'Sai Heights',
        AppartmentType: '3 BHK',
        BuildingsType: 'residential',
        currentStatus: 'pre-lunch',
        approval: 'RERA',
        developerName: 'Kalinga Builders',
        locationBenifits: [
          { name: 'School', value: '1 km' },
          { name: 'Hospital', value: '2 km' },
        ],
      },
      locationDetails: {
        address: 'Plot 12, Patia',
        city: 'Bhubaneswar',
        state: 'Odisha',
        zipCode: '751024',
        country: 'India',
      },
      physicalCharacteristics: {
        yearOfProssesion: '2027',
        numberOfTowers: 2,
        totalFloors: 14,
        totalArea: 1.5,
        parkingFacilities: 'yes',
      },
      units: [
        {
          unitType: 'Duplex',
          numberOfBedrooms: 3,
          numberOfBathrooms: 2,
          numberOfKitchens: 1,
          balcony: 'yes',
          terrace: 'no',
        },
        {
          unitType: '4 + S',
          numberOfBedrooms: 4,
          numberOfBathrooms: 0,
          numberOfKitchens: 0,
          balcony: '',
          terrace: '',
        },
      ],
      BuildingsImages: ['https://img.test/properties/1.png', 'https://img.test/properties/2.png'],
      BuildingsPlansImage: 'https://img.test/properties/3.png',
      financialInfo: { sellingPrice: 6500000, maintenanceFees: 3000, pricingStatus: 'fixed price' },
      propertyDescription: ['Near the IT corridor.', 'Lake view.'],
      extraInfo: { amenities: ['Gym', 'Pool'], furnishings: 'semi-furnished' },
    });
    // The list shows the new building.
    expect(await screen.findByRole('link', { name: 'Edit Sai Heights' }, SLOW)).toBeInTheDocument();
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ message: 'Bad building' }, { status: 500 }),
      'Please check All the fields',
    ],
    ['a falsy status', () => HttpResponse.json({ status: false }), 'Please check All the fields'],
    // The building may have been saved: the list read afresh says it was not.
    ['a network failure', () => HttpResponse.error(), UNCONFIRMED_CREATE.notSaved],
  ])('on %s says %s and keeps everything typed', async (_label, reply, text) => {
    uploadsBackend();
    server.use(http.post('*/real-estate/buildings/add-building', reply));
    const { user, location } = await open();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Amenity 1'), 'Gym');
    // An unanswered create looks for the building for about 20 s before it says it was not saved.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Add Building' }));
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(location().pathname).toBe('/create-new-building');
    expect(screen.getByLabelText(/^Building Name/)).toHaveValue('Sai Heights');
    expect(screen.getByLabelText('Amenity 1')).toHaveValue('Gym');
    expect(screen.getAllByRole('img', { name: /Building Images/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Building' })).toBeEnabled();
  });

  it('disables the button and reads Adding... while saving: no double submit', async () => {
    uploadsBackend();
    let posts = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('*/real-estate/buildings/add-building', async () => {
        posts += 1;
        await answered;
        return HttpResponse.json({ status: true });
      }),
    );
    const { user } = await open();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Building' }));
    const busy = await screen.findByRole('button', { name: 'Adding...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    answer();
    expect(await screen.findByText('Building added successfully')).toBeInTheDocument();
    expect(posts).toBe(1);
  });
});

describe('Add Buildings: images', () => {
  it('shows a full-screen progress while uploading, with submit disabled, then previews that can be removed', async () => {
    const uploads = uploadsBackend({ hold: true });
    const { user } = await open();
    await user.upload(screen.getByLabelText('Building Images'), [png('a.png'), png('b.png')]);
    expect(await screen.findByText(/Uploading images\.\.\. \d+%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Building' })).toBeDisabled();
    uploads.release();
    expect(await screen.findByRole('img', { name: 'Building Images 2' })).toBeInTheDocument();
    expect(screen.queryByText(/Uploading images/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Building' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Remove building images 1' }));
    expect(screen.getAllByRole('img', { name: /Building Images/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Building Images 1' })).toHaveAttribute(
      'src',
      'https://img.test/properties/2.png',
    );
  });

  it('names the one file that failed and keeps the others', async () => {
    uploadsBackend();
    const { user } = await open();
    await user.upload(screen.getByLabelText('Building Images'), [
      png('good-1.png'),
      png('broken.png', FAIL_CONTENT),
      png('good-2.png'),
    ]);
    const alert = await screen.findByText(/could not be uploaded/);
    expect(alert).toHaveTextContent(/^"broken\.png" could not be uploaded/);
    expect(screen.getAllByRole('img', { name: /Building Images/ })).toHaveLength(2);
  });

  it('refuses a file that is not an image, naming it', async () => {
    uploadsBackend();
    await open();
    const pdf = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    // Past the accept filter, as a drag-and-drop or an old browser would let it through.
    fireEvent.change(screen.getByLabelText('Building Images'), { target: { files: [pdf] } });
    expect(
      await screen.findByText('"brochure.pdf" is not an image. Please choose an image file.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Building Images/ })).not.toBeInTheDocument();
  });
});

describe('Add Buildings: unsaved changes', () => {
  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    const { user, location } = await open();
    await user.type(screen.getByLabelText(/^Building Name/), 'Half typed');
    await user.click(screen.getAllByRole('link', { name: 'List Of Buildings' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location().pathname).toBe('/create-new-building');
    expect(screen.getByLabelText(/^Building Name/)).toHaveValue('Half typed');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location().pathname).toBe('/buildings'));
  });

  it('leaves without asking when nothing was changed, and warns the browser only when something was', async () => {
    const { user, location } = await open();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Developer Name'), 'x');
    expect(unload()).toBe(true);
    await user.clear(screen.getByLabelText('Developer Name'));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/buildings'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
