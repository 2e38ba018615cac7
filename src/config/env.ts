/** With no VITE_API_HOST the app runs in demo mode: an embedded backend answers every call. */

import { transform as bunny } from 'unpic/providers/bunny';
import { transform as imagekit } from 'unpic/providers/imagekit';
import { transform as imgix } from 'unpic/providers/imgix';
import { transform as keycdn } from 'unpic/providers/keycdn';
import { transform as uploadcare } from 'unpic/providers/uploadcare';

// Read by name, so the build writes in each value alone, not the whole environment.
const read = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const apiHost = read(import.meta.env.VITE_API_HOST).replace(/\/+$/, '');

/** Unset or not http(s): the `vite preview` origin, where demo builds are served. */
function readSiteUrl(value: string): string {
  const url = value.replace(/\/+$/, '');
  try {
    const { protocol } = new URL(url);
    if (protocol === 'http:' || protocol === 'https:') return url;
  } catch {
    // Not a URL: the default below.
  }
  return 'http://localhost:4173';
}

const pageOrigin = (): string =>
  typeof location !== 'undefined' && /^https?:$/.test(location.protocol)
    ? location.origin
    : 'http://localhost';

function originsOf(list: string): string[] {
  const origins = new Set<string>();
  for (const part of list.split(/\s+/).filter(Boolean)) {
    try {
      const url = new URL(part, pageOrigin());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not a URL: ignored, as scripts/nginx-conf.mjs ignores it in the CSP.
    }
  }
  return [...origins];
}

export const isDemoMode = apiHost === '';

export const DEMO_UPLOAD_URL = '/demo-services/upload';
export const DEMO_EMAIL_URL = '/demo-services/email';
export const DEMO_UPLOADS_PATH = '/demo-uploads';

export const env = {
  apiHost,
  /** Absolute where there is no page (the build's pre-rendering), which needs a host to ask. */
  apiBaseUrl: `${apiHost || (typeof window === 'undefined' ? 'http://localhost' : '')}/real-estate`,
  siteUrl: readSiteUrl(read(import.meta.env.VITE_SITE_URL)),
  uploadUrl: read(import.meta.env.VITE_UPLOAD_URL) || DEMO_UPLOAD_URL,
  /** Resumes are previewed only from these; the CSP names the same hosts. */
  filesOrigins: originsOf(
    read(import.meta.env.VITE_FILES_ORIGIN) || read(import.meta.env.VITE_UPLOAD_URL) || DEMO_UPLOAD_URL,
  ),
  uploadPresets: {
    properties: read(import.meta.env.VITE_UPLOAD_PRESET_PROPERTIES) || 'properties',
    lands: read(import.meta.env.VITE_UPLOAD_PRESET_LANDS) || 'lands',
    resumes: read(import.meta.env.VITE_UPLOAD_PRESET_RESUMES) || 'resumes',
  },
  emailUrl: read(import.meta.env.VITE_EMAIL_URL) || DEMO_EMAIL_URL,
  email: {
    serviceId: read(import.meta.env.VITE_EMAIL_SERVICE_ID) || 'demo_service',
    templateId: read(import.meta.env.VITE_EMAIL_TEMPLATE_ID) || 'demo_template',
    userId: read(import.meta.env.VITE_EMAIL_USER_ID) || 'demo_user',
  },
} as const;

export type UploadPreset = keyof typeof env.uploadPresets;

/** What a slot asks of the image host: a width, and for a cut to an exact box (the share image) a height. */
// A type, not an interface: the providers' operations take it as a record of their keys.
export type ImageBox = { width: number; height?: number };

// Compared as the build writes it in, in this module, so the build folds each test to true or
// false and drops the providers not named; a value read into another module is not folded.
// scripts/check-env.mjs stops the build on a name not listed here.
const imageCdn = import.meta.env.VITE_IMAGE_CDN;

/** VITE_IMAGE_CDN=cloudinary: Cloudinary delivery addresses on any host (a custom domain). */
export const cloudinaryNamed = imageCdn === 'cloudinary';

/** The URL API of the image host named in VITE_IMAGE_CDN (Cloudinary's is src/lib/imageUrl.ts's own). */
export const namedImageHost: ((src: string, box: ImageBox) => string) | undefined =
  imageCdn === 'imgix'
    ? imgix
    : imageCdn === 'imagekit'
      ? imagekit
      : imageCdn === 'uploadcare'
        ? uploadcare
        : imageCdn === 'bunny'
          ? bunny
          : imageCdn === 'keycdn'
            ? keycdn
            : undefined;
