/**
 * A small in-test backend for the listing screens: buildings and lands the test chooses, a
 * record of every add, edit and delete request with its JSON body, and uploads that answer
 * predictable URLs (or fail for a file whose content says so).
 */
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import type { Building } from '@/features/buildings/schema';
import type { Land } from '@/features/lands/schema';
import { building as baseBuilding, land as baseLand } from '../../helpers/fixtures';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export function makeBuilding(
  n: number,
  changes: { city?: string; type?: string; price?: number } = {},
): Building {
  return {
    ...structuredClone(baseBuilding),
    _id: `bld-${n}`,
    generalInfo: {
      ...structuredClone(baseBuilding.generalInfo),
      BuildingsName: `Building ${n}`,
      BuildingsType: changes.type ?? 'residential',
    },
    locationDetails: { ...baseBuilding.locationDetails, city: changes.city ?? 'Bhubaneswar' },
    financialInfo: { ...baseBuilding.financialInfo, sellingPrice: changes.price ?? 1_000_000 * n },
  };
}

export function makeLand(n: number): Land {
  return {
    ...structuredClone(baseLand),
    _id: `land-${n}`,
    generalInfo: { ...baseLand.generalInfo, propertyName: `Land ${n}` },
    physicalCharacteristics: { ...baseLand.physicalCharacteristics, totalArea: n + 0.5 },
  };
}

const readBody = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

/** Buildings kept in memory: list, one by id, add, edit and delete, every write recorded. */
export function buildingsBackend(initial: Building[]) {
  const state = { list: [...initial], sent: [] as Sent[] };
  server.use(
    http.get('*/real-estate/buildings/get-all-buildings', () => HttpResponse.json(state.list)),
    http.get<{ id: string }>('*/real-estate/buildings/get-building-by-id/:id', ({ params }) => {
      const found = state.list.find((b) => b._id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Building not found' }, { status: 404 });
    }),
    http.post('*/real-estate/buildings/add-building', async ({ request }) => {
      const body = await readBody(request);
      state.sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
      state.list.push({ ...(body as Building), _id: 'new-1' });
      return HttpResponse.json({ status: true, message: 'Building added successfully' }, { status: 201 });
    }),
    http.put<{ id: string }>(
      '*/real-estate/buildings/edit-building-by-id/:id',
      async ({ request, params }) => {
        const body = await readBody(request);
        state.sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
        state.list = state.list.map((b) => (b._id === params.id ? (body as Building) : b));
        return HttpResponse.json({ status: true });
      },
    ),
    http.delete<{ id: string }>(
      '*/real-estate/buildings/delete-building-by-id/:id',
      ({ request, params }) => {
        state.sent.push({ method: 'DELETE', path: new URL(request.url).pathname, body: undefined });
        state.list = state.list.filter((b) => b._id !== params.id);
        return HttpResponse.json({ status: true, message: 'Building deleted successfully' });
      },
    ),
  );
  return state;
}

/** Lands kept in memory, like buildingsBackend. */
export function landsBackend(initial: Land[]) {
  const state = { list: [...initial], sent: [] as Sent[] };
  server.use(
    http.get('*/real-estate/lands/get-all-lands', () => HttpResponse.json(state.list)),
    http.get<{ id: string }>('*/real-estate/lands/get-land-by-id/:id', ({ params }) => {
      const found = state.list.find((l) => l._id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Land not found' }, { status: 404 });
    }),
    http.post('*/real-estate/lands/add-land', async ({ request }) => {
      const body = await readBody(request);
      state.sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
      state.list.push({ ...(body as Land), _id: 'new-land' });
      return HttpResponse.json({ status: true }, { status: 201 });
    }),
    http.put<{ id: string }>('*/real-estate/lands/edit-land-by-id/:id', async ({ request, params }) => {
      const body = await readBody(request);
      state.sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      state.list = state.list.map((l) => (l._id === params.id ? (body as Land) : l));
      return HttpResponse.json({ status: true });
    }),
    http.delete<{ id: string }>('*/real-estate/lands/delete-land-by-id/:id', ({ request, params }) => {
      state.sent.push({ method: 'DELETE', path: new URL(request.url).pathname, body: undefined });
      state.list = state.list.filter((l) => l._id !== params.id);
      return HttpResponse.json({ status: true });
    }),
  );
  return state;
}

export const FAIL_CONTENT = 'please-fail';

/**
 * The image host: each file gets https://img.test/<preset>/<n>.png, in upload order; a file whose
 * content is FAIL_CONTENT is refused. `hold` keeps answers back until released, so a test can see
 * the uploading state.
 */
export function uploadsBackend(options: { hold?: boolean } = {}) {
  let count = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const presets: string[] = [];
  server.use(
    http.post('*/demo-services/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const preset = String(form.get('upload_preset'));
      presets.push(preset);
      if (options.hold) await gate;
      else await delay(10);
      if (typeof file !== 'string' && file && (await file.text()) === FAIL_CONTENT) {
        return HttpResponse.json({ error: { message: 'Invalid image file' } }, { status: 400 });
      }
      count += 1;
      return HttpResponse.json({ secure_url: `https://img.test/${preset}/${count}.png` });
    }),
  );
  return { presets, release: () => release() };
}

export const png = (name: string, content = 'png-bytes') => new File([content], name, { type: 'image/png' });
