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

/**
 * Connect middleware for `vite preview`: a GET for a file with a compressed copy the browser
 * accepts gets that copy. Everything else (and the SPA fallback) goes on to Vite's own handlers.
 */
export function servePrecompressed(root) {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const pathname = decodeURIComponent((request.url ?? '/').split('?')[0]);
    const type = TYPES[path.extname(pathname)];
    const chosen = pickEncoding(request.headers['accept-encoding']);
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!type || !chosen || !file.startsWith(root) || !existsSync(file + chosen.suffix)) return next();
    const body = readFileSync(file + chosen.suffix);
    response.setHeader('Content-Type', type);
    response.setHeader('Content-Encoding', chosen.encoding);
    response.setHeader('Content-Length', body.length);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
