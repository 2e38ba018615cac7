import { http, HttpResponse } from 'msw';
import { buildingSchema } from '@/features/buildings/schema';
import { commit, db, newId } from '@/mocks/db';
import { latency } from '@/mocks/latency';
import { INVALID_BODY, api, errorAnswer, readJson, requireAdmin } from './common';

const BUILDING_NOT_FOUND = 'Building not found';
const NAME_REQUIRED = 'Building name is required';

const indexOf = (id: string) => db.buildings.findIndex((building) => building._id === id);

export const buildingHandlers = [
  http.get(api('/buildings/get-all-buildings'), async () => {
    await latency();
    return HttpResponse.json(db.buildings);
  }),

  http.get<{ id: string }>(api('/buildings/get-building-by-id/:id'), async ({ params }) => {
    await latency();
    const building = db.buildings[indexOf(params.id)];
    return building ? HttpResponse.json(building) : errorAnswer(404, BUILDING_NOT_FOUND);
  }),

  http.post(api('/buildings/add-building'), async ({ request }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    const building = buildingSchema.parse({ ...body, _id: newId() });
    if (!building.generalInfo.BuildingsName.trim()) {
      return HttpResponse.json({ status: false, message: NAME_REQUIRED }, { status: 400 });
    }
    db.buildings.push(building);
    await commit();
    return HttpResponse.json(
      { status: true, message: 'Building added successfully', data: building },
      { status: 201 },
    );
  }),

  http.put<{ id: string }>(api('/buildings/edit-building-by-id/:id'), async ({ request, params }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const index = indexOf(params.id);
    if (index < 0) return errorAnswer(404, BUILDING_NOT_FOUND);
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    // PUT replaces the whole record; the id is the one in the path.
    const building = buildingSchema.parse({ ...body, _id: params.id });
    if (!building.generalInfo.BuildingsName.trim()) {
      return HttpResponse.json({ status: false, message: NAME_REQUIRED }, { status: 400 });
    }
    db.buildings[index] = building;
    await commit();
    return HttpResponse.json({ status: true, message: 'Building updated successfully', data: building });
  }),

  http.delete<{ id: string }>(api('/buildings/delete-building-by-id/:id'), async ({ request, params }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const index = indexOf(params.id);
    if (index < 0) return errorAnswer(404, BUILDING_NOT_FOUND);
    db.buildings.splice(index, 1);
    await commit();
    return HttpResponse.json({ status: true, message: 'Building deleted successfully' });
  }),
];
