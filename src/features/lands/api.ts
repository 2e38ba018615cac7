import { http } from '../../lib/http';
import { loadParsers } from '../../lib/loadParsers';
import type { Land, LandInput } from './schema';

const id = (value: string) => encodeURIComponent(value);

export async function getAllLands(): Promise<Land[]> {
  const [{ data }, { parseList, landSchema }] = await Promise.all([
    http.get<unknown>('/lands/get-all-lands'),
    loadParsers(() => import('./schema')),
  ]);
  return parseList(landSchema, data);
}

export async function getLandById(landId: string): Promise<Land> {
  const [{ data }, { parseOne, landSchema }] = await Promise.all([
    http.get<unknown>(`/lands/get-land-by-id/${id(landId)}`),
    loadParsers(() => import('./schema')),
  ]);
  return parseOne(landSchema, data, ['data', 'land']);
}

export async function addLand(land: LandInput): Promise<void> {
  await http.post('/lands/add-land', land);
}

export async function editLand(landId: string, land: LandInput): Promise<void> {
  await http.put(`/lands/edit-land-by-id/${id(landId)}`, land);
}

export async function deleteLand(landId: string): Promise<void> {
  await http.delete(`/lands/delete-land-by-id/${id(landId)}`);
}
