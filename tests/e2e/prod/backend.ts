/**
 * A fake production backend on loopback, for the production e2e suite and `npm run bench`:
 * - on the API origin: every backend call under /real-estate, answered by the demo backend's
 *   own msw handlers (src/mocks) with its seeded data, the image host's upload endpoint
 *   (multipart `file` -> `{secure_url}` on the files origin) and the email service (JSON -> 'OK',
 *   recorded); all with CORS, as the real services answer a site on another origin;
 * - on the files origin, the image host's delivery side (./imageHost.ts): the uploaded files and
 *   the seed's images (public/), whose URLs in the data are rewritten to Cloudinary-shaped addresses
 *   on this origin, each served at the size and in the format its address asks for.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getResponse } from 'msw';
import { deliveryUrl, readDelivery, transform, type StoredFile } from './imageHost';
import { db, type DemoData } from '@/mocks/db';
import { handlers } from '@/mocks/handlers';

export interface FakeBackendOptions {
  /** The build's environment (./site.ts productionEnv): where each service listens. */
  env: Record<string, string>;
  /** The folder the seed's /images/... files are served from (the project's public/). */
  publicDir?: string;
  /**
   * Collections served instead of the seed's (`npm run bench -- --scale`: a grown catalogue);
   * the records are used as given (their /images/... paths are moved to the files origin).
   */
  data?: Partial<typeof db>;
  /** Records served after the seed's (the production suite's awkward names), so the seed's stay first. */
  extra?: Partial<Pick<DemoData, 'buildings' | 'lands' | 'projects' | 'blogs'>>;
  /**
   * Camera photos (./cameraPhotos.ts) stored on the image host and shown instead of the seed's
   * demo art, each listing, project and post photo taking the next one in turn (`npm run bench`).
   */
  cameraPhotos?: StoredFile[];
}

export interface FakeBackend {
  apiOrigin: string;
  filesOrigin: string;
  /** The image host's account name in its addresses (`/<cloud>/image/upload/...`). */
  cloud: string;
  /** The address the image host delivers a stored file from (its public id) untransformed. */
  storedUrl(publicId: string): string;
  /** Every file the files origin sent: its path and query, and the bytes it sent. */
  deliveries: { path: string; type: string; bytes: number }[];
  uploadUrl: string;
  emailUrl: string;
  /** Every email the service was asked to send (the parsed JSON bodies). */
  emails: Record<string, unknown>[];
  /** Every upload: the name the browser sent and the URL it was given. */
  uploads: { name: string; url: string; type: string; size: number }[];
  /** Every request the API origin saw: "METHOD /path". */
  calls: string[];
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** The seed's demo art for listings, projects and posts (not its resumes). */
const LISTING_PHOTO = /^images\/demo\/(?!resume)[\w-]+\.(svg|png|jpe?g|webp)$/;

/** What a real image host or API sends a site on another origin (requests carry no cookies). */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The Node request as a Fetch Request, for msw's getResponse and for parsing multipart bodies. */
async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await bodyOf(request);
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

async function send(response: ServerResponse, answer: Response): Promise<void> {
  const headers: Record<string, string> = { ...CORS };
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer());
  headers['content-length'] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}

/**
 * Rewrites every site-relative image or file path in the data (`/images/...`) to its address on
 * the image host (its public id is the path without its first slash).
 */
function moveSeedFilesTo(stored: (publicId: string) => string): void {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return /^\/images\//.test(value) ? stored(value.slice(1)) : value;
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        (value as Record<string, unknown>)[key] = visit(inner);
    }
    return value;
  };
  for (const key of Object.keys(db) as (keyof typeof db)[]) visit(db[key]);
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

export async function startFakeBackend(options: FakeBackendOptions): Promise<FakeBackend> {
  const { env } = options;
  const publicDir = path.resolve(options.publicDir ?? 'public');
  const apiOrigin = new URL(env.VITE_API_HOST!).origin;
  const filesOrigin = new URL(env.VITE_FILES_ORIGIN!).origin;
  const upload = new URL(env.VITE_UPLOAD_URL!);
  const email = new URL(env.VITE_EMAIL_URL!);
  const uploadPath = upload.pathname;
  const emailPath = email.pathname;
  // The upload endpoint is `/v1_1/<cloud>/upload`, as Cloudinary's is.
  const cloud = /\/v1_1\/([^/]+)\//.exec(uploadPath)?.[1] ?? 'kalinga';
  const files = new Map<string, StoredFile>();
  const storedUrl = (publicId: string) => deliveryUrl(filesOrigin, cloud, publicId);
  const backend: FakeBackend = {
    apiOrigin,
    filesOrigin,
    cloud,
    storedUrl,
    deliveries: [],
    uploadUrl: upload.href,
    emailUrl: email.href,
    emails: [],
    uploads: [],
    calls: [],
    stop: async () => undefined,
  };
  if (options.data) Object.assign(db, options.data);
  for (const [key, records] of Object.entries(options.extra ?? {}) as [keyof DemoData, object[]][])
    (db[key] as object[]).push(...records);
  // Each photo in the data gets an address of its own, as each upload has, so a browser's cache
  // shares none between listings; the bytes behind them repeat the few photos made.
  const photos = options.cameraPhotos ?? [];
  let shown = 0;
  moveSeedFilesTo((publicId) => {
    if (!photos.length || !LISTING_PHOTO.test(publicId)) return storedUrl(publicId);
    shown += 1;
    const photoId = `photos/camera-${shown}.jpg`;
    files.set(photoId, photos[shown % photos.length]!);
    return storedUrl(photoId);
  });
  let counter = 0;

  // The backend, the upload endpoint and the email service: one handler, on each service's origin.
  const services = (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const pathname = new URL(request.url ?? '/', apiOrigin).pathname;
      backend.calls.push(`${request.method} ${pathname}`);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS);
        return response.end();
      }
      const fetchRequest = await toFetchRequest(request, apiOrigin);
      if (request.method === 'POST' && pathname === uploadPath) {
        const form = await fetchRequest.formData().catch(() => null);
        const file = form?.get('file');
        if (!file || typeof file === 'string' || file.size === 0 || !form?.get('upload_preset'))
          return send(
            response,
            Response.json({ error: { message: 'Missing required parameter - file' } }, { status: 400 }),
          );
        const type = file.type || TYPES[path.extname(file.name).toLowerCase()] || 'application/octet-stream';
        const publicId = `uploads/${Date.now().toString(36)}-${(counter += 1)}.${EXTENSIONS[type] ?? 'bin'}`;
        files.set(publicId, { type, body: Buffer.from(await file.arrayBuffer()) });
        const url = storedUrl(publicId);
        backend.uploads.push({ name: file.name, url, type, size: file.size });
        return send(response, Response.json({ secure_url: url, public_id: publicId, bytes: file.size }));
      }
      if (request.method === 'POST' && pathname === emailPath) {
        const body = (await fetchRequest.json().catch(() => null)) as Record<string, unknown> | null;
        if (!body || typeof body.template_params !== 'object')
          return send(response, new Response('The template params are missing', { status: 400 }));
        backend.emails.push(body);
        return send(response, new Response('OK', { headers: { 'Content-Type': 'text/plain' } }));
      }
      if (pathname.startsWith('/real-estate/')) {
        const answer = await getResponse(handlers, fetchRequest);
        if (answer) return send(response, answer);
      }
      return send(response, Response.json({ message: 'Not found' }, { status: 404 }));
    })().catch((error: unknown) => {
      console.error('fake backend:', error);
      if (!response.headersSent) response.writeHead(500, CORS);
      response.end();
    });
  };

  /** A stored file by public id: an upload, a file given in the options, or a seed image from public/. */
  const storedFile = async (publicId: string): Promise<StoredFile | undefined> => {
    const file = files.get(publicId);
    if (file || !publicId.startsWith('images/')) return file;
    const body = await readFile(path.join(publicDir, publicId)).catch(() => undefined);
    return body && { type: TYPES[path.extname(publicId).toLowerCase()] ?? 'application/octet-stream', body };
  };
  // Each transformed file is made once per format, as the image host's CDN keeps it.
  const delivered = new Map<string, Promise<StoredFile | undefined>>();

  const filesServer = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', filesOrigin);
      const headers = { ...CORS, 'Cache-Control': 'public, max-age=3600', Vary: 'Accept' };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS);
        return response.end();
      }
      const delivery = readDelivery(decodeURIComponent(url.pathname), cloud);
      const accept = request.headers.accept ?? '';
      const key = `${url.pathname} ${accept.includes('image/webp') ? 'webp' : ''}`;
      if (delivery && !delivered.has(key))
        delivered.set(
          key,
          storedFile(delivery.publicId).then(
            (file) => file && transform(file, delivery.transformations, accept),
          ),
        );
      const file = delivery ? await delivered.get(key) : undefined;
      if (!file) {
        response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
        return response.end('Not found');
      }
      backend.deliveries.push({
        path: `${url.pathname}${url.search}`,
        type: file.type,
        bytes: file.body.length,
      });
      response.writeHead(200, { ...headers, 'Content-Type': file.type, 'Content-Length': file.body.length });
      response.end(request.method === 'HEAD' ? undefined : file.body);
    })().catch((error: unknown) => {
      console.error('fake image host:', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  const servers = new Map<string, Server>([[filesOrigin, filesServer]]);
  for (const origin of [apiOrigin, upload.origin, email.origin])
    if (!servers.has(origin)) servers.set(origin, createServer(services));
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  backend.stop = async () => {
    await Promise.all([...servers.values()].filter((server) => server.listening).map(close));
  };
  try {
    for (const [origin, server] of servers) await listen(server, Number(new URL(origin).port));
  } catch (error) {
    await backend.stop();
    throw error;
  }
  return backend;
}
