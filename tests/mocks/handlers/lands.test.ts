import { beforeEach, describe, expect, it } from 'vitest';
import type { Land } from '@/features/lands/schema';
import { seedLands } from '@/mocks/seed/lands';
import { call, demoAdminToken as signIn } from '@tests/test-utils/demoClient';
import { serveDemoBackend } from '@tests/test-utils/server';

serveDemoBackend();

function newLand(name: string): Omit<Land, '_id'> {
  const { _id: _ignored, ...rest } = structuredClone(seedLands[0]!);
  return { ...rest, generalInfo: { ...rest.generalInfo, propertyName: name } };
}

describe('lands', () => {
  let token = '';
  beforeEach(async () => {
    token = await signIn();
  });

  it('lists the seed and reads one by id', async () => {
    const list = await call<Land[]>('GET', '/lands/get-all-lands');
    expect(list.body).toHaveLength(seedLands.length);
    const last = seedLands.at(-1)!;
    expect((await call<Land>('GET', `/lands/get-land-by-id/${last._id}`)).body).toEqual(last);
    const missing = await call<{ message: string }>('GET', '/lands/get-land-by-id/0123456789abcdef01234567');
    expect(missing).toEqual({ status: 404, body: { message: 'Land not found' } });
  });

  it('adds, edits and deletes a land', async () => {
    const added = await call<{ data: Land }>('POST', '/lands/add-land', {
      body: newLand('Bhuasuni Plot'),
      token,
    });
    expect(added.status).toBe(201);
    const id = added.body.data._id;

    const edited = await call('PUT', `/lands/edit-land-by-id/${id}`, {
      body: { ...newLand('Bhuasuni Corner Plot'), financialInfo: { sellingPrice: 999000 } },
      token,
    });
    expect(edited.status).toBe(200);
    const read = await call<Land>('GET', `/lands/get-land-by-id/${id}`);
    expect(read.body.generalInfo.propertyName).toBe('Bhuasuni Corner Plot');
    expect(read.body.financialInfo.sellingPrice).toBe(999000);

    expect((await call('DELETE', `/lands/delete-land-by-id/${id}`, { token })).status).toBe(200);
    expect((await call('GET', `/lands/get-land-by-id/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/lands/delete-land-by-id/${id}`, { token })).status).toBe(404);
  });

  it('refuses a land without a name', async () => {
    expect((await call('POST', '/lands/add-land', { body: newLand(''), token })).status).toBe(400);
  });
});
