import { loadClientWith, loadHttp } from '@/lib/http';
import { idPart } from '@/lib/recordId';
import type { Land, LandInput } from './schema';

export const ALL_LANDS_PATH = '/lands/get-all-lands';

export async function getAllLands(): Promise<Land[]> {
  const { http, parseListInSlices, landSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>(ALL_LANDS_PATH);
  return parseListInSlices(landSchema, data);
}

export async function getLandById(landId: string): Promise<Land> {
  const { http, parseOne, landSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>(`/lands/get-land-by-id/${idPart(landId)}`);
  return parseOne(landSchema, data, ['data', 'land']);
}

export async function addLand(land: LandInput): Promise<void> {
  const http = await loadHttp();
  await http.post('/lands/add-land', land);
}

export async function editLand(landId: string, land: LandInput): Promise<void> {
  const http = await loadHttp();
  await http.put(`/lands/edit-land-by-id/${idPart(landId)}`, land);
}

export async function deleteLand(landId: string): Promise<void> {
  const http = await loadHttp();
  await http.delete(`/lands/delete-land-by-id/${idPart(landId)}`);
}
