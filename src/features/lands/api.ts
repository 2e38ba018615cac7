import { loadHttp } from '@/lib/http';
import { getRecord, getRecords } from '@/lib/recordRequests';
import { idPart } from '@/lib/recordId';
import type { Land, LandInput } from './schema';

export const ALL_LANDS_PATH = '/lands/get-all-lands';

const schema = async () => (await import('./schema')).landSchema;

export async function getAllLands(): Promise<Land[]> {
  return getRecords(schema, ALL_LANDS_PATH);
}

export async function getLandById(landId: string): Promise<Land> {
  return getRecord(schema, `/lands/get-land-by-id/${idPart(landId)}`, ['data', 'land']);
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
