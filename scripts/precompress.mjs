/**
 * Compressed copies of the built text files, made once at build time (file.js.br, file.js.gz), and
 * the preview server's way of sending them. nginx sends the .gz copies with `gzip_static` and, with
 * its brotli module, the .br ones (scripts/nginx-conf.mjs).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/**
 * Brotli's quality and gzip's level for a file of one page (its HTML, its start file). Brotli's
 * qualities 10 and 11 search far harder for a few per cent less, which a shared asset is worth (it
 * is compressed once and sent with every page) and a page's own file is not: its cost is paid once
 * per page, so it is what grows with the catalogue, while brotli's 5 to 9 compress pages alike and
 * 6 is what nginx's own brotli uses on the fly. gzip's 9 likewise takes twice its default's time
 * for next to nothing. Shared assets stay at the highest settings.
 */
export const PAGE_BROTLI_QUALITY = 6;
const PAGE_GZIP_LEVEL = 6;

const PAGE = { brotliQuality: PAGE_BROTLI_QUALITY, gzipLevel: PAGE_GZIP_LEVEL };
const SHARED = { brotliQuality: constants.BROTLI_MAX_QUALITY, gzipLevel: 9 };

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `file`'s .br and .gz copies, each only when it is smaller than the file. */
async function compressFile(file, { brotliQuality, gzipLevel }) {
  const source = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: gzipLevel }),
  ]);
  await Promise.all([
    brotli.length < source.length && writeFile(`${file}.br`, brotli),
    gzipped.length < source.length && writeFile(`${file}.gz`, gzipped),
  ]);
}

/**
 * Writes .br and .gz beside every compressible file of `dir` that gets smaller: shared files at the
 * highest settings, the files `pageFile` names at the pages' settings. zlib compresses on Node's
 * thread pool, so `parallel` files (one per core) are compressed at a time: more would only queue
 * there and hold more files in memory.
 */
export async function precompressDir(
  dir,
  { pageFile = () => false, parallel = availableParallelism() } = {},
) {
  const queue = files(dir);
  const next = async () => {
    for (let item = queue.next(); !item.done; item = queue.next()) {
      const file = item.value;
      if (!TYPES[path.extname(file)] || (await stat(file)).size < MIN_BYTES) continue;
      await compressFile(file, pageFile(file) ? PAGE : SHARED);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, next));
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
