#!/usr/bin/env node
/**
 * Writes the nginx server block that serves dist/, with a Content-Security-Policy that lists
 * exactly the configured hosts, read as the build reads them (`buildEnv`: the project's .env files
 * and the environment):
 *   VITE_API_HOST      the backend                  -> connect-src
 *   VITE_UPLOAD_URL    the image host's upload URL  -> connect-src
 *   VITE_EMAIL_URL     the email service            -> connect-src
 *   VITE_FILES_ORIGIN  where stored files come from (space-separated origins; default the upload
 *                      URL's origin)                -> img-src, media-src, connect-src, frame-src
 * A relative URL (the demo services) is the site's own origin, which 'self' covers.
 *   node scripts/nginx-conf.mjs [--root DIR] [--port N] [--out FILE]   (from the project's folder)
 * Without --out it prints; deploy/nginx.conf is this script's output with the defaults.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

/** The host of the office map the contact page embeds (src/config/company.ts map.embedUrl). */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** The http(s) origins in a space-separated list, as src/config/env.ts reads it; relative URLs are dropped. */
export function originsOf(list = '') {
  const origins = new Set();
  for (const part of String(list).split(/\s+/).filter(Boolean)) {
    try {
      const url = new URL(part);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // A relative URL (the demo services) is same-origin: 'self' covers it.
    }
  }
  return [...origins];
}

/**
 * The VITE_* variables a production build made in `root` reads, by Vite's own loadEnv: .env,
 * .env.local, .env.production, .env.production.local, the environment winning over the files.
 */
export function buildEnv(root = process.cwd()) {
  return loadEnv('production', root);
}

const read = (env, key) => (typeof env[key] === 'string' ? env[key].trim() : '');

/** The files origins: VITE_FILES_ORIGIN, else the upload URL's origin (src/config/env.ts). */
export function filesOriginsOf(env = buildEnv()) {
  return originsOf(read(env, 'VITE_FILES_ORIGIN') || read(env, 'VITE_UPLOAD_URL'));
}

/** The Content-Security-Policy for a build made with `env`. */
export function cspFor(env = buildEnv()) {
  const files = filesOriginsOf(env);
  const demo = !read(env, 'VITE_API_HOST');
  const services = ['VITE_API_HOST', 'VITE_UPLOAD_URL', 'VITE_EMAIL_URL'].flatMap((key) =>
    originsOf(read(env, key)),
  );
  const list = (...sources) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${list("'self'", 'data:', 'blob:', ...files)}`,
    `media-src ${list("'self'", 'blob:', ...files)}`,
    "font-src 'self'",
    // The backend, the upload and email services, and the files (the gallery's download fetches one).
    `connect-src ${list("'self'", ...services, ...files)}`,
    "worker-src 'self'",
    // The office map, and resumes previewed from the files origins; a demo build (no backend) also
    // frames its own uploads, which live in the browser ('self' and blob:), and no production build does.
    `frame-src ${list(...(demo ? ["'self'", 'blob:'] : []), MAP_ORIGIN, ...files)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function nginxConf({
  root = '/var/www/kalinga-habitats/dist/client',
  port = 80,
  env = buildEnv(),
} = {}) {
  const csp = cspFor(env);
  // nginx drops the server's add_header lines in a location that has its own, so every location
  // with a Cache-Control repeats them. Without `always` a header goes only on 2xx and 3xx answers.
  const headers = (indent) =>
    [
      `add_header Content-Security-Policy "${csp}" always;`,
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
      'add_header X-Content-Type-Options "nosniff" always;',
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
      'add_header X-Frame-Options "DENY" always;',
      // No window the site opens (a shared link, WhatsApp) can reach back into it, nor it into them.
      'add_header Cross-Origin-Opener-Policy "same-origin" always;',
      // Features the site never asks for, refused to it and to the frames it shows (the map, a resume).
      `add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`,
    ]
      .map((line) => `${indent}${line}`)
      .join('\n');
  const location = (cacheControl, always = true) =>
    `        add_header Cache-Control "${cacheControl}"${always ? ' always' : ''};\n${headers('        ')}`;
  return `# Serves the built site (dist/client/). Generated by scripts/nginx-conf.mjs; regenerate it with the
# production VITE_* variables set so the Content-Security-Policy names the real hosts.
server {
    listen ${port};
    listen [::]:${port};
    server_name _;
    # The error pages and the Server header do not say which nginx answers.
    server_tokens off;
    root ${root};
    index index.html;
    charset utf-8;

    # The build writes a .gz (and .br) copy of each text file at the highest level: sent as they are.
    # With the ngx_brotli module (Debian: libnginx-mod-http-brotli-static) add: brotli_static on;
    gzip_static on;
    gzip on;
    gzip_comp_level 6;
    gzip_min_length 512;
    gzip_vary on;
    gzip_types text/plain text/css application/javascript application/json image/svg+xml application/xml;

${headers('    ')}

    # Content-hashed bundles never change: cached for a year (one Cache-Control, on 2xx/3xx only).
    location /assets/ {
${location('public, max-age=31536000, immutable', false)}
        try_files $uri @missing_asset;
    }

    # A missing bundle (an old deployment's file) is never cached.
    location @missing_asset {
${location('no-store')}
        return 404;
    }

    # The demo backend's service worker must always be fresh.
    location = /demoServiceWorker.js {
${location('no-cache')}
        try_files $uri =404;
    }

    # Pages are never cached, so a new deployment (or tonight's rebuilt listings) is seen at once.
    location ~ \\.html$ {
${location('no-cache, no-store, must-revalidate')}
    }

    # A page rendered at build time is its own file (/about/index.html, a building's page); every
    # other address (the back office, a listing added since the build) loads the SPA fallback.
    # $uri is the address with every %XX decoded ('%2F' and '%3F' too): the build writes each record's
    # page at its address decoded so (src/app/listingPages.ts).
    # Other files (images, robots.txt, the sitemap) are served as they are, revalidated on each use.
    location / {
${location('no-cache')}
        try_files $uri $uri/index.html /__spa-fallback.html;
    }
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const conf = nginxConf({ root: arg('--root', undefined), port: Number(arg('--port', 80)) });
  const out = arg('--out', undefined);
  if (out) writeFileSync(out, conf);
  else process.stdout.write(conf);
}
