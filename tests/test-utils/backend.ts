/**
 * Small in-test backends, so a test controls exactly what a screen reads: buildings, lands and
 * projects the test chooses, a record of every add, edit and delete request with its JSON body,
 * and uploads that answer predictable URLs (or fail for a file whose content says so).
 */
import { delay, http, HttpResponse } from 'msw';
import type { Building } from '@/features/buildings/schema';
import type { Land } from '@/features/lands/schema';
import type { Project } from '@/features/projects/schema';
import { server } from '@/mocks/node';
import { gate } from './gate';

interface Sent {
  method: string;
  path: string;
  body: unknown;
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

/**
 * Serves the project list and deletes from `projects` (changed in place), so a test knows exactly
 * what every page holds. Returns the ids asked to be deleted.
 */
export function projectBackend(projects: Project[]) {
  const deleted: string[] = [];
  server.use(
    http.get('*/real-estate/project/get_all_project', () => HttpResponse.json({ projects })),
    http.delete<{ id: string }>('*/real-estate/project/delete_project_by_id/:id', ({ params }) => {
      deleted.push(params.id);
      const index = projects.findIndex((project) => project._id === params.id);
      if (index >= 0) projects.splice(index, 1);
      return HttpResponse.json({ massage: 'deleted' });
    }),
  );
  return { deleted };
}

export const FAIL_CONTENT = 'please-fail';

interface UploadsOptions {
  /** Keep every answer back until `release` is called, so a test can see the uploading state. */
  hold?: boolean;
  /** The URL the n-th uploaded file (from 1, in upload order) gets. */
  url?: (preset: string, n: number) => string;
  /** How long each answer takes when not held. */
  delayMs?: number;
}

/**
 * The image host: each file gets https://img.test/<preset>/<n>.png (or `url`), in upload order; a
 * file whose content is FAIL_CONTENT is refused. Records each upload's preset.
 */
export function uploadsBackend(options: UploadsOptions = {}) {
  const { hold = false, url = (preset, n) => `https://img.test/${preset}/${n}.png`, delayMs = 10 } = options;
  let count = 0;
  const held = gate();
  const presets: string[] = [];
  server.use(
    http.post('*/demo-services/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const preset = String(form.get('upload_preset'));
      presets.push(preset);
      if (hold) await held.opened;
      else if (delayMs > 0) await delay(delayMs);
      if (typeof file !== 'string' && file && (await file.text()) === FAIL_CONTENT) {
        return HttpResponse.json({ error: { message: 'Invalid image file' } }, { status: 400 });
      }
      count += 1;
      return HttpResponse.json({ secure_url: url(preset, count) });
    }),
  );
  return { presets, release: held.open };
}

/** Uploads answer https://img.example.com/upload-<n>.png at once, numbered from 1 in order. */
export const predictableUploads = () =>
  uploadsBackend({ url: (_preset, n) => `https://img.example.com/upload-${n}.png`, delayMs: 0 });

const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/** An image file as a person picks it; `content` (a PNG signature unless given) is what it holds. */
export const png = (name: string, content: BlobPart = PNG_SIGNATURE) =>
  new File([content], name, { type: 'image/png' });
