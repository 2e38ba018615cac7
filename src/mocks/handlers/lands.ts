import { http, HttpResponse } from 'msw';
import { landSchema } from '@/features/lands/schema';
import { commit, db, newId } from '@/mocks/db';
import { latency } from '@/mocks/latency';
import { INVALID_BODY, api, errorAnswer, readJson, requireAdmin } from './common';

const LAND_NOT_FOUND = 'Land not found';
const NAME_REQUIRED = 'Property name is required';

const indexOf = (id: string) => db.lands.findIndex((land) => land._id === id);

export const landHandlers = [
  http.get(api('/lands/get-all-lands'), async () => {
    await latency();
    return HttpResponse.json(db.lands);
  }),

  http.get<{ id: string }>(api('/lands/get-land-by-id/:id'), async ({ params }) => {
    await latency();
    const land = db.lands[indexOf(params.id)];
    return land ? HttpResponse.json(land) : errorAnswer(404, LAND_NOT_FOUND);
  }),

  http.post(api('/lands/add-land'), async ({ request }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    const land = landSchema.parse({ ...body, _id: newId() });
    if (!land.generalInfo.propertyName.trim()) return errorAnswer(400, NAME_REQUIRED);
    db.lands.push(land);
    await commit();
    return HttpResponse.json(
      { status: true, message: 'Land added successfully', data: land },
      { status: 201 },
    );
  }),

  http.put<{ id: string }>(api('/lands/edit-land-by-id/:id'), async ({ request, params }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const index = indexOf(params.id);
    if (index < 0) return errorAnswer(404, LAND_NOT_FOUND);
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    // PUT replaces the whole record; the id is the one in the path.
    const land = landSchema.parse({ ...body, _id: params.id });
    if (!land.generalInfo.propertyName.trim()) return errorAnswer(400, NAME_REQUIRED);
    db.lands[index] = land;
    await commit();
    return HttpResponse.json({ status: true, message: 'Land updated successfully', data: land });
  }),

  http.delete<{ id: string }>(api('/lands/delete-land-by-id/:id'), async ({ request, params }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    const index = indexOf(params.id);
    if (index < 0) return errorAnswer(404, LAND_NOT_FOUND);
    db.lands.splice(index, 1);
    await commit();
    return HttpResponse.json({ status: true, message: 'Land deleted successfully' });
  }),
];
