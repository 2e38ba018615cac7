// Runs in jsdom: the calls go out as the page makes them (axios's XHR adapter, addresses relative to the page, the session in its storage).
import { describe, expect, it } from 'vitest';
import { addLand, deleteLand, editLand, getAllLands, getLandById } from '@/features/lands/api';
import { errorMessage } from '@/lib/errors';
import { describeCalls } from '@tests/test-utils/calls';
import { capture, EMPTY_ANSWERS, failureOf, json } from '@tests/test-utils/capture';
import { emptyLand, land, landInput } from '@tests/test-utils/fixtures';

const ALL = '/real-estate/lands/get-all-lands';
const BY_ID = '/real-estate/lands/get-land-by-id/:id';

describeCalls('lands', [
  { name: 'getAllLands', method: 'GET', path: '/lands/get-all-lands', call: getAllLands },
  {
    name: 'getLandById',
    method: 'GET',
    path: '/lands/get-land-by-id/land-1',
    call: () => getLandById('land-1'),
  },
  {
    name: 'addLand',
    method: 'POST',
    path: '/lands/add-land',
    payload: landInput,
    call: () => addLand(landInput),
  },
  {
    name: 'editLand',
    method: 'PUT',
    path: '/lands/edit-land-by-id/land-1',
    payload: land,
    call: () => editLand('land-1', land),
  },
  {
    name: 'deleteLand',
    method: 'DELETE',
    path: '/lands/delete-land-by-id/land-1',
    call: () => deleteLand('land-1'),
  },
]);

describe('land ids in paths', () => {
  it('are encoded', async () => {
    const endpoint = capture('/real-estate/lands/*');
    await editLand('x/y z', land);
    expect(endpoint.last.pathname).toBe('/real-estate/lands/edit-land-by-id/x%2Fy%20z');
  });
});

describe('getAllLands answers', () => {
  it('reads a bare array', async () => {
    capture(ALL, json([land]));
    await expect(getAllLands()).resolves.toEqual([land]);
  });

  it.each(['data', 'lands'])('reads an array wrapped in %s', async (key) => {
    capture(ALL, json({ [key]: [land] }));
    await expect(getAllLands()).resolves.toEqual([land]);
  });

  it.each(EMPTY_ANSWERS)('answers an empty list for %s', async (_label, reply) => {
    capture(ALL, reply);
    await expect(getAllLands()).resolves.toEqual([]);
  });

  it('keeps good records around malformed ones', async () => {
    capture(
      ALL,
      json({
        data: [
          null,
          land,
          42,
          {
            _id: null,
            generalInfo: [],
            physicalCharacteristics: { totalArea: '2.5', roadAccess: 3 },
            financialInfo: { sellingPrice: 'on request' },
            propertyImages: 'https://images.example.com/only.jpg',
          },
          'x',
          land,
        ],
      }),
    );
    expect(await getAllLands()).toEqual([
      land,
      {
        ...emptyLand,
        physicalCharacteristics: { ...emptyLand.physicalCharacteristics, totalArea: 2.5, roadAccess: '3' },
      },
      land,
    ]);
  });

  it('reports the server message on failure', async () => {
    capture(ALL, json({ message: 'Lands unavailable' }, 503));
    expect(errorMessage(await failureOf(getAllLands()))).toBe('Lands unavailable');
  });
});

describe('getLandById answers', () => {
  it.each([
    ['a bare record', land],
    ['a record in data', { data: land }],
    ['a record in land', { land }],
  ])('reads %s', async (_label, answer) => {
    capture(BY_ID, json(answer));
    await expect(getLandById('land-1')).resolves.toEqual(land);
  });

  it.each(EMPTY_ANSWERS)('answers the all-defaults land for %s', async (_label, reply) => {
    capture(BY_ID, reply);
    await expect(getLandById('land-1')).resolves.toEqual(emptyLand);
  });

  it('repairs wrong types and nulls', async () => {
    capture(
      BY_ID,
      json({ ...land, locationDetails: { ...land.locationDetails, zipCode: 752055, city: null } }),
    );
    const parsed = await getLandById('land-1');
    expect(parsed.locationDetails.zipCode).toBe('752055');
    expect(parsed.locationDetails.city).toBe('');
    expect(parsed.generalInfo).toEqual(land.generalInfo);
  });

  it('reports the server message on failure', async () => {
    capture(BY_ID, json({ message: 'Land not found' }, 404));
    expect(errorMessage(await failureOf(getLandById('nope')))).toBe('Land not found');
  });
});

describe('land mutations', () => {
  it.each(EMPTY_ANSWERS)('add, edit and delete accept %s as success', async (_label, reply) => {
    capture('/real-estate/lands/*', reply);
    await expect(addLand(landInput)).resolves.toBeUndefined();
    await expect(editLand('land-1', land)).resolves.toBeUndefined();
    await expect(deleteLand('land-1')).resolves.toBeUndefined();
  });

  it.each([
    ['addLand', () => addLand(landInput)],
    ['editLand', () => editLand('land-1', land)],
    ['deleteLand', () => deleteLand('land-1')],
  ])('%s reports the server message on failure', async (_label, call) => {
    capture('/real-estate/lands/*', json({ message: 'Land validation failed' }, 400));
    expect(errorMessage(await failureOf(call()))).toBe('Land validation failed');
  });
});
