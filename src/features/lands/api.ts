import { loadHttp } from '@/lib/http';
import { getRecord, getRecordAsSent, getRecords, type RecordAsSent } from '@/lib/recordRequests';
import { idPart } from '@/lib/recordId';
import type { Land, LandInput } from './schema';

export const ALL_LANDS_PATH = '/lands/get-all-lands';

const schema = async () => (await import('./schema')).landSchema;

export async function getAllLands(): Promise<Land[]> {
  return getRecords(schema, ALL_LANDS_PATH);
}

const onePath = (landId: string) => `/lands/get-land-by-id/${idPart(landId)}`;
const ONE_KEYS = ['data', 'land'];

export async function getLandById(landId: string): Promise<Land> {
  return getRecord(schema, onePath(landId), ONE_KEYS);
}

/** The land for its edit screen: as shown, and as the backend sent it. */
export async function getLandForEdit(landId: string): Promise<RecordAsSent<Land>> {
  return getRecordAsSent(schema, onePath(landId), ONE_KEYS);
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
