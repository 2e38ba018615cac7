import { http, HttpResponse } from 'msw';
import { MAX_UPLOAD_BYTES } from '@/config/constants';
import { DEMO_UPLOAD_URL, DEMO_UPLOADS_PATH, env } from '@/config/env';
import { getFile, newId, putFile } from '@/mocks/db';
import { shrinkImage } from '@/mocks/images';
import { latency } from '@/mocks/latency';
import { anyOrigin } from './common';

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

const EXTENSION_BY_TYPE: Record<string, string> = Object.fromEntries(
  Object.entries(TYPE_BY_EXTENSION)
    .filter(([extension]) => extension !== 'jpeg')
    .map(([extension, type]) => [type, extension]),
);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

function typeOf(file: File): string | null {
  if (EXTENSION_BY_TYPE[file.type]) return file.type;
  return TYPE_BY_EXTENSION[extensionOf(file.name)] ?? null;
}

function origin(): string {
  const here = typeof location === 'undefined' ? null : location;
  return here && /^https?:$/.test(here.protocol) ? here.origin : 'http://localhost';
}

const uploadError = (message: string) => HttpResponse.json({ error: { message } }, { status: 400 });

const uploadUrls = [...new Set([DEMO_UPLOAD_URL, env.uploadUrl])];

const uploadHandler = (url: string) =>
  http.post(anyOrigin(url), async ({ request }) => {
    await latency();
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return uploadError('Missing required parameter - file');
    }
    const file = form.get('file');
    const preset = form.get('upload_preset');
    // FormData entries are strings or files; test runtimes may use another realm's File class.
    if (file === null || typeof file === 'string') return uploadError('Missing required parameter - file');
    if (typeof preset !== 'string' || !Object.values(env.uploadPresets).includes(preset)) {
      return uploadError('Upload preset not found');
    }
    if (file.size === 0) return uploadError('Empty file');
    if (file.size > MAX_UPLOAD_BYTES) {
      return uploadError(`File size too large. Got ${file.size}. Maximum is ${MAX_UPLOAD_BYTES}.`);
    }
    const sentType = typeOf(file);
    if (!sentType) return uploadError('Invalid image file');

    const blob = sentType === 'application/pdf' ? file : await shrinkImage(file);
    const type = blob === file ? sentType : blob.type;
    const extension = EXTENSION_BY_TYPE[type] ?? 'bin';
    const id = newId();
    const fileName = `${id}.${extension}`;
    await putFile({ id, fileName, type, blob });
    const name = file.name.replace(/\.[^.]*$/, '');
    return HttpResponse.json({
      secure_url: `${origin()}${DEMO_UPLOADS_PATH}/${fileName}`,
      public_id: `${preset}/${id}`,
      bytes: blob.size,
      format: extension,
      resource_type: 'image',
      original_filename: name,
      created_at: new Date().toISOString(),
    });
  });

export const uploadHandlers = [
  ...uploadUrls.map(uploadHandler),

  // No latency: these are images on the page, which a real host serves from a CDN.
  http.get<{ file: string }>(`*${DEMO_UPLOADS_PATH}/:file`, ({ params }) => {
    const stored = getFile(params.file);
    if (!stored)
      return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new HttpResponse(stored.blob, {
      headers: { 'Content-Type': stored.type, 'Content-Length': String(stored.blob.size) },
    });
  }),
];
