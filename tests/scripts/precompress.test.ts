import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awkwardRecords, UNFIT_ID } from '@tests/test-utils/awkwardNames';
import { listingPaths } from '@/app/listingPages';
import { paths } from '@/config/paths';
import {
  PAGE_BROTLI_QUALITY,
  pickEncoding,
  precompressDir,
  servePrecompressed,
} from '../../scripts/precompress.mjs';

let dist = '';
const script = `export const listings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Flat ${i} in Patia`))};`;

const html = `<!DOCTYPE html><main>${Array.from({ length: 300 }, (_, i) => `<p>Flat ${i} in Patia</p>`).join('')}</main>`;
const pages = Array.from({ length: 12 }, (_, i) => path.join('property', `flat-${i}`, 'index.html'));

beforeEach(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), script);
  writeFileSync(path.join(dist, 'assets', 'tiny.js'), 'export {};');
  writeFileSync(path.join(dist, 'photo.png'), Buffer.alloc(4096, 7));
  for (const [i, page] of pages.entries()) {
    mkdirSync(path.dirname(path.join(dist, page)), { recursive: true });
    writeFileSync(path.join(dist, page), html.replace('Flat 0', `Flat ${i}`));
  }
  await precompressDir(dist, { pageFile: (file) => file.endsWith('.html'), parallel: 3 });
});

const brotliAt = (source: Buffer, quality: number) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs the middleware on a GET and answers what it sent, or null when it passed the request on. */
function get(url: string, acceptEncoding: string) {
  const headers: Record<string, string | number> = {};
  let body: Buffer | undefined;
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name] = value),
    end: (chunk?: Buffer) => (body = chunk),
  } as unknown as ServerResponse;
  const request = { method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage;
  const next = vi.fn();
  servePrecompressed(dist)(request, response, next);
  return next.mock.calls.length ? null : { headers, body: body ?? Buffer.alloc(0) };
}

describe('precompressDir', () => {
  it('writes brotli and gzip copies that unpack to the same file', () => {
    const file = path.join(dist, 'assets', 'app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('compresses every page, a few at a time, to copies that unpack to the page', () => {
    for (const [i, page] of pages.entries()) {
      const file = path.join(dist, page);
      const source = html.replace('Flat 0', `Flat ${i}`);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(source);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(source);
    }
  });

  it("compresses shared assets at brotli's highest quality, and a page's own files at the page quality", () => {
    const asset = path.join(dist, 'assets', 'app-1a2b.js');
    expect(readFileSync(`${asset}.br`)).toEqual(brotliAt(readFileSync(asset), constants.BROTLI_MAX_QUALITY));
    const page = path.join(dist, pages[0]!);
    expect(PAGE_BROTLI_QUALITY).toBeLessThan(constants.BROTLI_MAX_QUALITY);
    expect(readFileSync(`${page}.br`)).toEqual(brotliAt(readFileSync(page), PAGE_BROTLI_QUALITY));
  });

  it('leaves tiny files and images that are compressed already alone', () => {
    expect(existsSync(path.join(dist, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'photo.png.br'))).toBe(false);
  });
});

describe('pickEncoding', () => {
  it("prefers brotli, then gzip, and respects a browser's q=0", () => {
    expect(pickEncoding('gzip, deflate, br, zstd')?.encoding).toBe('br');
    expect(pickEncoding('gzip')?.encoding).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')?.encoding).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('servePrecompressed', () => {
  it('sends the brotli copy with its type, encoding and a year of caching for hashed assets', () => {
    const sent = get('/assets/app-1a2b.js?v=1', 'gzip, br');
    expect(sent?.headers).toMatchObject({
      'Content-Type': 'text/javascript',
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(brotliDecompressSync(sent?.body ?? Buffer.alloc(0)).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli', () => {
    const sent = get('/assets/app-1a2b.js', 'gzip');
    expect(sent?.headers['Content-Encoding']).toBe('gzip');
  });

  it('sends a file without a copy, or to a browser that cannot unpack one, as it is', () => {
    expect(get('/assets/tiny.js', 'br')?.body.toString()).toBe('export {};');
    const plain = get('/assets/app-1a2b.js', 'identity');
    expect(plain?.headers['Content-Encoding']).toBeUndefined();
    expect(plain?.body.toString()).toBe(script);
  });

  it('sends a pre-rendered page its index.html, and every other address the SPA fallback, never cached', () => {
    mkdirSync(path.join(dist, 'about'));
    writeFileSync(path.join(dist, 'about', 'index.html'), '<h1>About Us</h1>');
    writeFileSync(path.join(dist, '__spa-fallback.html'), '<div>fallback</div>');
    const page = get('/about', 'identity');
    expect(page?.body.toString()).toBe('<h1>About Us</h1>');
    expect(page?.headers).toMatchObject({ 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' });
    expect(get('/dashboard', 'br')?.body.toString()).toBe('<div>fallback</div>');
    expect(get('/property/Sai%20Heights/65f0', 'br')?.body.toString()).toBe('<div>fallback</div>');
  });

  it('sends a record with an awkward name its pre-rendered page at the address the site links to', async () => {
    const { buildings, lands, projects, blogs } = awkwardRecords();
    const lists: Record<string, unknown> = {
      '/buildings/get-all-buildings': buildings,
      '/lands/get-all-lands': lands,
      '/project/get_all_project': { projects },
      '/blogs/get-all-blogs': { blogs },
    };
    vi.stubGlobal('fetch', async (url: string) => Response.json(lists[url.split('/real-estate')[1]!]));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // As React Router's pre-render writes each path: its segments, then index.html.
    for (const pagePath of await listingPaths('https://api.example.com')) {
      const folder = path.join(dist, ...pagePath.split('/'));
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'index.html'), `<title>${pagePath}</title>`);
    }
    vi.unstubAllGlobals();
    writeFileSync(path.join(dist, '__spa-fallback.html'), '<div>fallback</div>');
    const links: [string, string][] = [
      ...buildings.map((one): [string, string] => [
        paths.building(one.generalInfo.BuildingsName, one._id),
        one._id,
      ]),
      ...projects.map((one): [string, string] => [paths.project(one.projectName, one._id), one._id]),
      ...blogs.map((one): [string, string] => [paths.blogPost(one.title, one._id), one._id]),
    ];
    for (const [link, id] of links) {
      const body = get(link, 'identity')?.body.toString();
      expect(body, link).toMatch(/^<title>\/(property|Projects|blog)\/[^/]+\/[^/]+<\/title>$/);
      expect(body, link).toContain(`/${id}</title>`);
    }
    expect(get(paths.land(lands[0]!._id), 'br')?.body.toString()).toBe(
      `<title>/property/land-details/${lands[0]!._id}</title>`,
    );
    // An id no file can be named after opens through the SPA fallback.
    expect(get(paths.land(UNFIT_ID), 'br')?.body.toString()).toBe('<div>fallback</div>');
  });

  it('passes on a missing file with an extension, and paths outside the build', () => {
    writeFileSync(path.join(dist, '__spa-fallback.html'), '<div>fallback</div>');
    expect(get('/assets/gone-1a2b.js', 'br')).toBeNull();
    expect(get('/../../etc/passwd.js', 'br')).toBeNull();
    expect(get('/../../etc/passwd', 'br')?.body.toString()).toBe('<div>fallback</div>');
  });
});
