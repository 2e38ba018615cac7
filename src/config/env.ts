/**
 * The build-time configuration (DESIGN.md "Configuration"). With no VITE_API_HOST the app runs
 * in demo mode: an embedded backend answers every call, including uploads and email.
 */

// Each variable is read by name, so the build writes in its value alone, not the whole environment.
const read = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const apiHost = read(import.meta.env.VITE_API_HOST).replace(/\/+$/, '');

/**
 * The site's public origin (VITE_SITE_URL) for canonical URLs, Open Graph tags and the sitemap.
 * Unset or not http(s): the `vite preview` origin, which is where demo builds are served.
 */
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

/** The page's own origin; http://localhost where there is no page (tests without a location). */
const pageOrigin = (): string =>
  typeof location !== 'undefined' && /^https?:$/.test(location.protocol)
    ? location.origin
    : 'http://localhost';

/**
 * The http(s) origins in a space-separated list (a full URL counts as its origin); anything else is
 * dropped. Relative URLs resolve against the page.
 */
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

/** True when no backend is configured: the demo backend in src/mocks serves every call. */
export const isDemoMode = apiHost === '';

/** Where the demo backend answers uploads and email when no real service is configured. */
export const DEMO_UPLOAD_URL = '/demo-services/upload';
export const DEMO_EMAIL_URL = '/demo-services/email';
/** Where the demo backend serves the files uploaded to it. */
export const DEMO_UPLOADS_PATH = '/demo-uploads';

export const env = {
  apiHost,
  /**
   * Every backend call goes to `${apiHost}/real-estate/...`. In demo mode relative, but absolute
   * where there is no page (the build's pre-rendering), which needs a host to ask.
   */
  apiBaseUrl: `${apiHost || (typeof window === 'undefined' ? 'http://localhost' : '')}/real-estate`,
  /** The site's public origin, no trailing slash: `${siteUrl}/path` is a page's absolute URL. */
  siteUrl: readSiteUrl(read(import.meta.env.VITE_SITE_URL)),
  uploadUrl: read(import.meta.env.VITE_UPLOAD_URL) || DEMO_UPLOAD_URL,
  /**
   * Where the image host serves stored files from (VITE_FILES_ORIGIN, space-separated; default the
   * upload URL's origin). Resumes are previewed only from these; the CSP names the same hosts.
   */
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
