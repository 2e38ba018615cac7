import { http } from '../../lib/http';
import { loadParsers } from '../../lib/loadParsers';
import type { Building, BuildingInput } from './schema';

const id = (value: string) => encodeURIComponent(value);

export async function getAllBuildings(): Promise<Building[]> {
  const [{ data }, { parseList, buildingSchema }] = await Promise.all([
    http.get<unknown>('/buildings/get-all-buildings'),
    loadParsers(() => import('./schema')),
  ]);
  return parseList(buildingSchema, data);
}

export async function getBuildingById(buildingId: string): Promise<Building> {
  const [{ data }, { parseOne, buildingSchema }] = await Promise.all([
    http.get<unknown>(`/buildings/get-building-by-id/${id(buildingId)}`),
    loadParsers(() => import('./schema')),
  ]);
  return parseOne(buildingSchema, data, ['data', 'building']);
}

/** SPEC.md §7: a truthy `status` in the answer means success. */
export async function addBuilding(building: BuildingInput): Promise<boolean> {
  const { data } = await http.post<unknown>('/buildings/add-building', building);
  return typeof data === 'object' && data !== null && Boolean((data as { status?: unknown }).status);
}

export async function editBuilding(buildingId: string, building: BuildingInput): Promise<void> {
  await http.put(`/buildings/edit-building-by-id/${id(buildingId)}`, building);
}

export async function deleteBuilding(buildingId: string): Promise<void> {
  await http.delete(`/buildings/delete-building-by-id/${id(buildingId)}`);
}
