import { loadHttp } from '@/lib/http';
import { getRecord, getRecords } from '@/lib/recordRequests';
import { idPart } from '@/lib/recordId';
import type { Building, BuildingInput } from './schema';

export const ALL_BUILDINGS_PATH = '/buildings/get-all-buildings';

const schema = async () => (await import('./schema')).buildingSchema;

export async function getAllBuildings(): Promise<Building[]> {
  return getRecords(schema, ALL_BUILDINGS_PATH);
}

export async function getBuildingById(buildingId: string): Promise<Building> {
  return getRecord(schema, `/buildings/get-building-by-id/${idPart(buildingId)}`, ['data', 'building']);
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
