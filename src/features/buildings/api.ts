import { loadHttp } from '@/lib/http';
import { getRecord, getRecordAsSent, getRecords, type RecordAsSent } from '@/lib/recordRequests';
import { idPart } from '@/lib/recordId';
import type { Building, BuildingInput } from './schema';

export const ALL_BUILDINGS_PATH = '/buildings/get-all-buildings';

const schema = async () => (await import('./schema')).buildingSchema;

export async function getAllBuildings(): Promise<Building[]> {
  return getRecords(schema, ALL_BUILDINGS_PATH);
}

const onePath = (buildingId: string) => `/buildings/get-building-by-id/${idPart(buildingId)}`;
const ONE_KEYS = ['data', 'building'];

export async function getBuildingById(buildingId: string): Promise<Building> {
  return getRecord(schema, onePath(buildingId), ONE_KEYS);
}

/** The building for its edit screen: as shown, and as the backend sent it. */
export async function getBuildingForEdit(buildingId: string): Promise<RecordAsSent<Building>> {
  return getRecordAsSent(schema, onePath(buildingId), ONE_KEYS);
}

/** The backend's only sign of success is a truthy `status`. */
export async function addBuilding(building: BuildingInput): Promise<boolean> {
  const http = await loadHttp();
  const { data } = await http.post<unknown>('/buildings/add-building', building);
  return typeof data === 'object' && data !== null && Boolean((data as { status?: unknown }).status);
}

export async function editBuilding(buildingId: string, building: BuildingInput): Promise<void> {
  const http = await loadHttp();
  await http.put(`/buildings/edit-building-by-id/${idPart(buildingId)}`, building);
}

export async function deleteBuilding(buildingId: string): Promise<void> {
  const http = await loadHttp();
  await http.delete(`/buildings/delete-building-by-id/${idPart(buildingId)}`);
}
