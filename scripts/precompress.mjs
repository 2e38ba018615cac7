/**
 * Compressed copies of the built text files, made once at build time at the highest settings
 * (file.js.br, file.js.gz), and the preview server's way of sending them. nginx sends the .gz
 * copies with `gzip_static` and, with its brotli module, the .br ones (scripts/nginx-conf.mjs).
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};
/** Smaller files gain less than the header costs. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes .br and .gz beside every compressible file of `dir` that gets smaller. */
export function precompressDir(dir) {
  for (const file of files(dir)) {
    if (!TYPES[path.extname(file)] || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  }
}

/** The encoding to send: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return { encoding: 'br', suffix: '.br' };
  if (accepted.includes('gzip')) return { encoding: 'gzip', suffix: '.gz' };
  return null;
}

/** The SPA fallback React Router writes beside the pre-rendered pages. */
export const SPA_FALLBACK = '/__spa-fallback.html';

/**
 * The file nginx sends for an address (scripts/nginx-conf.mjs `try_files`): the file itself, a
 * pre-rendered page's index.html, else, for an address without a file extension, the SPA fallback.
 * `pathname` is decoded as nginx's $uri is, every %XX ('%2F', '%3F' too), where the build writes a
 * record's page (src/app/listingPages.ts).
 */
export function fileForAddress(root, pathname) {
  const inRoot = (relative) => {
    const file = path.join(root, path.normalize(relative).replace(/^(\.\.[/\\])+/, ''));
    return file.startsWith(root) ? file : null;
  };
  const own = inRoot(pathname);
  if (own && existsSync(own) && statSync(own).isFile()) return { file: own, pathname };
  const page = inRoot(path.posix.join(pathname, 'index.html'));
  if (page && existsSync(page)) return { file: page, pathname: path.posix.join(pathname, 'index.html') };
  const fallback = path.join(root, SPA_FALLBACK);
  if (path.extname(pathname) || !existsSync(fallback)) return null;
  return { file: fallback, pathname: SPA_FALLBACK };
}

/**
 * Connect middleware for `vite preview`: the file for the address, as nginx chooses it, in the
 * compressed copy the browser accepts when there is one.
 */
export function servePrecompressed(root) {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let found;
    try {
      found = fileForAddress(root, decodeURIComponent((request.url ?? '/').split('?')[0]));
    } catch {
      found = fileForAddress(root, '/not-found');
    }
    const type = found && TYPES[path.extname(found.pathname)];
    if (!found || !type) return next();
    const chosen = pickEncoding(request.headers['accept-encoding']);
    const compressed = chosen && existsSync(found.file + chosen.suffix);
    const body = readFileSync(compressed ? found.file + chosen.suffix : found.file);
    response.setHeader('Content-Type', type);
    if (compressed) response.setHeader('Content-Encoding', chosen.encoding);
    response.setHeader('Content-Length', body.length);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader(
      'Cache-Control',
      found.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
