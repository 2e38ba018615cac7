import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { externalizePage, writeSitemap } from '../../../scripts/static-pages.mjs';

let client = '';
beforeEach(() => {
  client = mkdtempSync(path.join(tmpdir(), 'static-pages-'));
  mkdirSync(path.join(client, 'assets'));
});
afterEach(() => rmSync(client, { recursive: true, force: true }));

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('externalizePage', () => {
  const html = page(
    '<link rel="modulepreload" href="/assets/entry.js"/><script type="application/ld+json">{"@type":"RealEstateAgent"}</script>',
    '<script src="/splash.js"></script><main>Flats</main>' +
      '<script>window.__ctx = {"a":1};</script>' +
      '<script type="module" async="">import "/assets/entry.js";</script>' +
      '<script>window.__ctx.enqueue("data");</script>',
  );

  it('moves each inline script into a file of its own, in its place, deferred so they run in order', () => {
    const out = externalizePage(html, client);
    const scripts = [...out.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes!.replace(/-[\w-]{10}\.js/, '-HASH.js'))).toEqual([
      ' type="application/ld+json"',
      ' src="/splash.js"',
      ' defer src="/assets/page-data-HASH.js"',
      ' type="module" src="/assets/page-HASH.js"',
      ' defer src="/assets/page-data-HASH.js"',
    ]);
    // The data stays where search engines read it; the rest have no code left in the page.
    expect(scripts[0]![2]).toBe('{"@type":"RealEstateAgent"}');
    expect(scripts.slice(1).every(([, , code]) => code === '')).toBe(true);
    expect(out).not.toContain('<link rel="modulepreload" href');
    const file = (index: number) =>
      readFileSync(path.join(client, /src="\/([^"]+)"/.exec(scripts[index]![1]!)![1]!), 'utf8');
    expect(file(2)).toBe('window.__ctx = {"a":1};');
    expect(file(3)).toBe('import "/assets/entry.js";');
    expect(file(4)).toBe('window.__ctx.enqueue("data");');
  });

  it('names each file by its content, so the same script in two pages is one file', () => {
    externalizePage(html, client);
    externalizePage(html.replace('Flats', 'Lands'), client);
    expect(readdirSync(path.join(client, 'assets'))).toHaveLength(3);
  });
});

describe('writeSitemap', () => {
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), html);
  };

  it('lists every page at its own canonical URL, leaves out noindex pages, and names the sitemap in robots.txt', () => {
    const site = 'https://www.example.in';
    write('index.html', page(`<link rel="canonical" href="${site}/"/>`, ''));
    write('about/index.html', page(`<link rel="canonical" href="${site}/about"/>`, ''));
    write(
      'property/Green Valley/1/index.html',
      page(`<link rel="canonical" href="${site}/property/Green%20Valley/1?a=1&amp;b=2"/>`, ''),
    );
    write(
      '__spa-fallback.html',
      page('<meta name="robots" content="noindex"/><link rel="canonical" href="x"/>', ''),
    );
    writeSitemap(client);
    const xml = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)).toEqual([
      `${site}/`,
      `${site}/about`,
      `${site}/property/Green%20Valley/1?a=1&amp;b=2`,
    ]);
    expect(readFileSync(path.join(client, 'robots.txt'), 'utf8')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`,
    );
  });
});
