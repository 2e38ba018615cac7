import { beforeEach, describe, expect, it } from 'vitest';
import type { Building } from '@/features/buildings/schema';
import { seedBuildings } from '@/mocks/seed/buildings';
import { call, demoAdminToken as signIn } from '@tests/test-utils/demoClient';
import { serveDemoBackend } from '@tests/test-utils/server';

serveDemoBackend();

interface Saved {
  status: boolean;
  message: string;
  data: Building;
}

/** A new building as the add form sends it: no _id. */
function newBuilding(name: string): Omit<Building, '_id'> {
  const { _id: _ignored, ...rest } = structuredClone(seedBuildings[0]!);
  return { ...rest, generalInfo: { ...rest.generalInfo, BuildingsName: name } };
}

describe('buildings', () => {
  let token = '';
  beforeEach(async () => {
    token = await signIn();
  });

  it('lists the seed as a bare array and reads one by id', async () => {
    const list = await call<Building[]>('GET', '/buildings/get-all-buildings');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(seedBuildings.length);
    const first = seedBuildings[0]!;
    const one = await call<Building>('GET', `/buildings/get-building-by-id/${first._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
  });

  it('answers 404 with a message for an unknown id', async () => {
    const missing = '0123456789abcdef01234567';
    const read = await call<{ message: string }>('GET', `/buildings/get-building-by-id/${missing}`);
    expect(read).toEqual({ status: 404, body: { message: 'Building not found' } });
    const edit = await call('PUT', `/buildings/edit-building-by-id/${missing}`, {
      body: newBuilding('X'),
      token,
    });
    expect(edit.status).toBe(404);
    expect((await call('DELETE', `/buildings/delete-building-by-id/${missing}`, { token })).status).toBe(404);
  });

  it('adds, edits and deletes a building', async () => {
    const added = await call<Saved>('POST', '/buildings/add-building', {
      body: newBuilding('Sunrise Towers'),
      token,
    });
    expect(added.status).toBe(201);
    expect(added.body.status).toBe(true);
    const id = added.body.data._id;
    expect(id).toMatch(/^[0-9a-f]{24}$/);

    const listed = await call<Building[]>('GET', '/buildings/get-all-buildings');
    expect(listed.body).toHaveLength(seedBuildings.length + 1);
    expect(listed.body.at(-1)?.generalInfo.BuildingsName).toBe('Sunrise Towers');

    // The edit form sends zipCode as a number; it is stored as text like the rest.
    const changed = newBuilding('Sunrise Towers Phase 2');
    const edited = await call<Saved>('PUT', `/buildings/edit-building-by-id/${id}`, {
      body: { ...changed, locationDetails: { ...changed.locationDetails, zipCode: 751030 } },
      token,
    });
    expect(edited.status).toBe(200);
    const read = await call<Building>('GET', `/buildings/get-building-by-id/${id}`);
    expect(read.body._id).toBe(id);
    expect(read.body.generalInfo.BuildingsName).toBe('Sunrise Towers Phase 2');
    expect(read.body.locationDetails.zipCode).toBe('751030');

    expect((await call('DELETE', `/buildings/delete-building-by-id/${id}`, { token })).status).toBe(200);
    expect((await call('GET', `/buildings/get-building-by-id/${id}`)).status).toBe(404);
    expect((await call<Building[]>('GET', '/buildings/get-all-buildings')).body).toHaveLength(
      seedBuildings.length,
    );
  });

  it('refuses a building without a name', async () => {
    const answer = await call<Saved>('POST', '/buildings/add-building', { body: newBuilding('  '), token });
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(false);
    expect(answer.body.message).toMatch(/\w{3,}/);
  });
});
