// Runs in jsdom: the calls go out as the page makes them (axios's XHR adapter, addresses relative to the page, the session in its storage).
import { describe, expect, it } from 'vitest';
import {
  addBuilding,
  deleteBuilding,
  editBuilding,
  getAllBuildings,
  getBuildingById,
} from '@/features/buildings/api';
import { errorMessage } from '@/lib/errors';
import { NO_ID } from '@/lib/recordId';
import { describeCalls } from '@tests/test-utils/calls';
import { capture, EMPTY_ANSWERS, failureOf, json, text } from '@tests/test-utils/capture';
import { building, buildingInput, emptyBuilding } from '@tests/test-utils/fixtures';

const ALL = '/real-estate/buildings/get-all-buildings';
const BY_ID = '/real-estate/buildings/get-building-by-id/:id';
const ADD = '/real-estate/buildings/add-building';

describeCalls('buildings', [
  { name: 'getAllBuildings', method: 'GET', path: '/buildings/get-all-buildings', call: getAllBuildings },
  {
    name: 'getBuildingById',
    method: 'GET',
    path: '/buildings/get-building-by-id/bld-1',
    call: () => getBuildingById('bld-1'),
  },
  {
    name: 'addBuilding',
    method: 'POST',
    path: '/buildings/add-building',
    payload: buildingInput,
    call: () => addBuilding(buildingInput),
    reply: json({ status: true }),
  },
  {
    name: 'editBuilding',
    method: 'PUT',
    path: '/buildings/edit-building-by-id/bld-1',
    payload: building,
    call: () => editBuilding('bld-1', building),
  },
  {
    name: 'deleteBuilding',
    method: 'DELETE',
    path: '/buildings/delete-building-by-id/bld-1',
    call: () => deleteBuilding('bld-1'),
  },
]);

describe('building ids in paths', () => {
  it('are encoded so an id cannot change the path', async () => {
    const endpoint = capture('/real-estate/buildings/*');
    await getBuildingById('a b/../x?y');
    expect(endpoint.last.pathname).toBe('/real-estate/buildings/get-building-by-id/a%20b%2F..%2Fx%3Fy');
    await deleteBuilding('#1');
    expect(endpoint.last.pathname).toBe('/real-estate/buildings/delete-building-by-id/%231');
  });
});

describe('a building without an id', () => {
  it.each(['', '..'])('is refused (id %j) before any request is sent', async (id) => {
    const endpoint = capture('/real-estate/buildings/*');
    await expect(deleteBuilding(id)).rejects.toThrow(NO_ID);
    await expect(editBuilding(id, building)).rejects.toThrow(NO_ID);
    await expect(getBuildingById(id)).rejects.toThrow(NO_ID);
    expect(endpoint.calls).toHaveLength(0);
  });
});

describe('getAllBuildings answers', () => {
  it('reads a bare array', async () => {
    capture(ALL, json([building]));
    await expect(getAllBuildings()).resolves.toEqual([building]);
  });

  it.each(['data', 'buildings'])('reads an array wrapped in %s', async (key) => {
    capture(ALL, json({ [key]: [building, building] }));
    await expect(getAllBuildings()).resolves.toEqual([building, building]);
  });

  it.each(EMPTY_ANSWERS)('answers an empty list for %s', async (_label, reply) => {
    capture(ALL, reply);
    await expect(getAllBuildings()).resolves.toEqual([]);
  });

  it('keeps good records around malformed ones', async () => {
    capture(
      ALL,
      json([
        building,
        null,
        'garbage',
        [building],
        {
          _id: 7,
          generalInfo: { BuildingsName: null, locationBenifits: 'near school' },
          locationDetails: 'Bhubaneswar',
          physicalCharacteristics: { totalFloors: '12', totalArea: 'big' },
          units: [null, { numberOfBedrooms: 'three', balcony: true }],
          BuildingsImages: ['https://images.example.com/x.jpg', null, 5],
          financialInfo: { sellingPrice: '4500000' },
          extraInfo: null,
        },
        building,
      ]),
    );
    const list = await getAllBuildings();
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual(building);
    expect(list[2]).toEqual(building);
    expect(list[1]).toEqual({
      ...emptyBuilding,
      _id: '7',
      physicalCharacteristics: { ...emptyBuilding.physicalCharacteristics, totalFloors: 12 },
      units: [
        {
          unitType: '',
          numberOfBedrooms: 0,
          numberOfBathrooms: 0,
          numberOfKitchens: 0,
          balcony: '',
          terrace: '',
        },
      ],
      BuildingsImages: ['https://images.example.com/x.jpg', '5'],
      financialInfo: { ...emptyBuilding.financialInfo, sellingPrice: 4_500_000 },
    });
  });

  it('reports the server message on failure', async () => {
    capture(ALL, json({ message: 'Database unavailable' }, 500));
    expect(errorMessage(await failureOf(getAllBuildings()))).toBe('Database unavailable');
  });
});

describe('getBuildingById answers', () => {
  it.each([
    ['a bare record', building],
    ['a record in data', { data: building }],
    ['a record in building', { building }],
  ])('reads %s', async (_label, answer) => {
    capture(BY_ID, json(answer));
    await expect(getBuildingById('bld-1')).resolves.toEqual(building);
  });

  it.each(EMPTY_ANSWERS)('answers the all-defaults building for %s', async (_label, reply) => {
    capture(BY_ID, reply);
    await expect(getBuildingById('bld-1')).resolves.toEqual(emptyBuilding);
  });

  it('repairs wrong types and nulls', async () => {
    capture(
      BY_ID,
      json({
        data: {
          ...building,
          generalInfo: {
            ...building.generalInfo,
            BuildingsName: 42,
            locationBenifits: [null, { name: 'Park' }],
          },
          BuildingsPlansImage: null,
          propertyDescription: 'one string',
        },
      }),
    );
    const parsed = await getBuildingById('bld-1');
    expect(parsed.generalInfo.BuildingsName).toBe('42');
    expect(parsed.generalInfo.locationBenifits).toEqual([{ name: 'Park', value: '' }]);
    expect(parsed.BuildingsPlansImage).toBe('');
    expect(parsed.propertyDescription).toEqual([]);
    expect(parsed.units).toEqual(building.units);
  });

  it('reports the server message on failure', async () => {
    capture(BY_ID, json({ message: 'Building not found' }, 404));
    expect(errorMessage(await failureOf(getBuildingById('nope')))).toBe('Building not found');
  });
});

describe('addBuilding answers', () => {
  it.each([
    ['status true', json({ status: true }), true],
    ['status "success"', json({ status: 'success', data: building }), true],
    ['status 1', json({ status: 1 }), true],
    ['status false', json({ status: false }), false],
    ['status 0', json({ status: 0 }), false],
    ['no status', json({ data: building }), false],
    ['[]', json([]), false],
    ['{}', json({}), false],
    ["''", text(''), false],
    ['null', json(null), false],
    ['a text', text('created'), false],
  ])('reads %s as success = %s', async (_label, reply, expected) => {
    capture(ADD, reply);
    await expect(addBuilding(buildingInput)).resolves.toBe(expected);
  });

  it('reports the server message on failure', async () => {
    capture(ADD, json({ message: 'BuildingsName is required' }, 400));
    expect(errorMessage(await failureOf(addBuilding(buildingInput)))).toBe('BuildingsName is required');
  });
});

describe('editBuilding and deleteBuilding failures', () => {
  it('edit reports the server message', async () => {
    capture('/real-estate/buildings/edit-building-by-id/:id', json({ message: 'Invalid building id' }, 400));
    expect(errorMessage(await failureOf(editBuilding('x', building)))).toBe('Invalid building id');
  });

  it('delete reports the server message', async () => {
    capture('/real-estate/buildings/delete-building-by-id/:id', json({ message: 'Already deleted' }, 404));
    expect(errorMessage(await failureOf(deleteBuilding('x')))).toBe('Already deleted');
  });

  it.each(EMPTY_ANSWERS)('edit and delete accept %s as success', async (_label, reply) => {
    capture('/real-estate/buildings/*', reply);
    await expect(editBuilding('bld-1', building)).resolves.toBeUndefined();
    await expect(deleteBuilding('bld-1')).resolves.toBeUndefined();
  });
});
