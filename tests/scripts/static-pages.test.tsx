import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLASSIC_SCRIPTS,
  minifyClassic,
  SITEMAP_MAX_URLS,
  buildSummary,
  externalizePage,
  finishPages,
  slimManifest,
  isPageFile,
  prerenderConcurrency,
  writeSitemap,
} from '../../scripts/static-pages.mjs';

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
    '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/app.js"/>' +
      '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>',
    '<div id="splash" data-ms="2000"></div><script src="/splash.js"></script><main>Flats</main>' +
      '<script>window.__ctx = {"a":1};</script>' +
      '<script type="module" async="">import "/assets/entry.js";</script>' +
      '<script>window.__ctx.data = "data";</script>',
  );
  const fileOf = (src: string) => readFileSync(path.join(client, src), 'utf8');
  const startFileOf = (out: string) =>
    fileOf(/<script defer src="\/(assets\/start-[\w-]{10}\.js)">/.exec(out)![1]!);
  /** Runs a page's start file in this document, as the browser would once it is parsed. */
  const run = (code: string) => new Function(code)();
  const added = () => ({
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
    entry: document.body.querySelector('script[type="module"]')?.getAttribute('src') ?? null,
  });
  let readyState: DocumentReadyState = 'interactive';
  beforeEach(() => {
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete (window as { __ctx?: unknown }).__ctx;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    // Half a second into the visit: the splash (data-ms 2000) ends 1.5 s later.
    vi.spyOn(performance, 'now').mockReturnValue(500);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('replaces the inline scripts and module preloads with one deferred file; JSON-LD stays', () => {
    const out = externalizePage(html, client);
    const scripts = [...out.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes!.replace(/-[\w-]{10}\.js/, '-HASH.js'))).toEqual([
      ' type="application/ld+json"',
      ' src="/splash.js"',
      ' defer src="/assets/start-HASH.js"',
    ]);
    expect(scripts[0]![2]).toBe('{"@type":"RealEstateAgent"}');
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<main>Flats</main>');
  });

  it('preloads the files of the words the page names, first, and fails the build on words it lacks', () => {
    writeFileSync(path.join(client, 'assets', 'messages-or-shell-AbC_-123.js'), '');
    writeFileSync(path.join(client, 'assets', 'messages-or-shellx-Zz.js'), '');
    writeFileSync(path.join(client, 'assets', 'messages-or-home-Xy_z.js'), '');
    const named = html.replace('</head>', '<meta name="page-messages" content="or/home or/shell"/></head>');
    run(startFileOf(externalizePage(named, client)));
    vi.advanceTimersByTime(1000);
    document.dispatchEvent(new Event('x'));
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(added().preloads).toEqual([
      '/assets/messages-or-home-Xy_z.js',
      '/assets/messages-or-shell-AbC_-123.js',
      '/assets/entry.js',
      '/assets/app.js',
    ]);
    const out = externalizePage(named, client);
    expect(/<meta name="page-messages" content="([^"]*)"/.exec(out)?.[1]).toBe(
      'or/home=/assets/messages-or-home-Xy_z.js or/shell=/assets/messages-or-shell-AbC_-123.js',
    );
    const missing = html.replace('</head>', '<meta name="page-messages" content="hi/shell"/></head>');
    expect(() => externalizePage(missing, client)).toThrow('hi/shell');
  });

  it('starts the app once the page has loaded: data in order, then preloads and the entry module', () => {
    run(startFileOf(externalizePage(html, client)));
    vi.advanceTimersByTime(1000);
    expect(added()).toEqual({ preloads: [], entry: null });
    expect((window as { __ctx?: unknown }).__ctx).toBeUndefined();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    // This browser reports no largest paints: it gives the loaded page 100 ms to paint.
    vi.advanceTimersByTime(99);
    expect(added().entry).toBeNull();
    vi.advanceTimersByTime(1);
    expect((window as { __ctx?: unknown }).__ctx).toEqual({ a: 1, data: 'data' });
    // The entry first, then the preloads one a task: adding each is a phone's task of its own.
    const { preloads, entry } = added();
    expect(fileOf(entry!.slice(1))).toBe('import "/assets/entry.js";');
    expect(preloads).toEqual(['/assets/entry.js']);
    vi.advanceTimersToNextTimer();
    expect(added().preloads).toEqual(['/assets/entry.js', '/assets/app.js']);
    // Later events (a second load, a touch, the time limit) start nothing twice.
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(2000);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('waits until the largest paint after the load has stayed the largest for 100 ms', () => {
    const reports: (() => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(report: () => void) {
          reports.push(report);
        }
        observe() {}
      },
    );
    run(startFileOf(externalizePage(html, client)));
    const reportPaint = () => reports.forEach((report) => report());
    // A paint before the load (the text) does not count: the images are still coming.
    reportPaint();
    vi.advanceTimersByTime(500);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(60);
    reportPaint(); // the hero image reaches the screen
    vi.advanceTimersByTime(99);
    expect(added().entry).toBeNull();
    vi.advanceTimersByTime(1);
    expect(added().entry).not.toBeNull();
  });

  it('starts at once when the visitor touches or types before the page has settled', () => {
    run(startFileOf(externalizePage(html, client)));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(added().entry).not.toBeNull();
    vi.runAllTimers();
    expect(added().preloads).toHaveLength(2);
  });

  it('starts at the latest when the splash ends, even if an image never finishes loading', () => {
    run(startFileOf(externalizePage(html, client)));
    vi.advanceTimersByTime(1499);
    expect(added().entry).toBeNull();
    vi.advanceTimersByTime(1);
    expect(added().entry).toMatch(/^\/assets\/page-[\w-]{10}\.js$/);
  });

  it('starts at once on a page that has already loaded, and on the SPA fallback (no content to wait for)', () => {
    run(startFileOf(externalizePage(html, client, { afterLoad: false })));
    expect(added().entry).not.toBeNull();
    vi.runAllTimers();
    expect(added().preloads).toHaveLength(2);

    document.head.innerHTML = '';
    document.body.innerHTML = '';
    readyState = 'complete';
    run(startFileOf(externalizePage(html.replace('Flats', 'Lands'), client)));
    vi.advanceTimersByTime(100);
    expect(added().entry).not.toBeNull();
    vi.runAllTimers();
    expect(added().preloads).toHaveLength(2);
  });

  it('names each file by its content, so the same entry in two pages is one file', () => {
    externalizePage(html, client);
    externalizePage(html.replace('Flats', 'Lands'), client);
    // One entry module and one start file: the pages differ only in their HTML.
    expect(readdirSync(path.join(client, 'assets'))).toHaveLength(2);
  });
});

describe('slimManifest', () => {
  it("leaves each route's imports out of the router's manifest, sorts the entry's and keeps everything else as it was", () => {
    const manifest = {
      entry: {
        module: '/assets/entry.client-A.js',
        imports: ['/assets/rolldown-B.js', '/assets/app-C.js'],
        css: [],
      },
      routes: {
        root: { id: 'root', path: '', module: '/assets/root-D.js', imports: ['/assets/app-C.js'], css: [] },
        faqs: {
          id: 'faqs',
          parentId: 'root',
          module: '/assets/faqs-E.js',
          imports: ['/assets/site-F.js', '/assets/app-C.js'],
        },
        about: { id: 'about', parentId: 'root', module: '/assets/about-G.js' },
      },
      url: '/assets/manifest-1.js',
      version: '1',
    };
    const file = path.join(client, 'assets', 'manifest-1.js');
    writeFileSync(file, `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    slimManifest(client);
    const code = readFileSync(file, 'utf8');
    // Written as JSON text for JSON.parse, which a browser reads faster than a literal it compiles.
    expect(code).toMatch(/^window\.__reactRouterManifest=JSON\.parse\('\{.*\}'\);$/);
    new Function(code)();
    const sorted = (window as { __reactRouterManifest?: typeof manifest }).__reactRouterManifest!;
    expect(sorted.entry.imports).toEqual(['/assets/app-C.js', '/assets/rolldown-B.js']);
    const withoutImports = (route: object) =>
      Object.fromEntries(Object.entries(route).filter(([key]) => key !== 'imports'));
    expect(sorted.routes).toEqual({
      root: withoutImports(manifest.routes.root),
      faqs: withoutImports(manifest.routes.faqs),
      about: manifest.routes.about,
    });
    expect({ ...sorted, entry: manifest.entry, routes: manifest.routes }).toEqual(manifest);
  });
});

describe('finishPages', () => {
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), html);
  };
  const site = 'https://www.example.in';
  const withScripts = (head: string) =>
    page(
      `${head}<link rel="modulepreload" href="/assets/entry.js"/>`,
      '<main>Flats</main><script>window.__ctx = {};</script><script type="module">import "/assets/entry.js";</script>',
    );

  it('externalizes every page, lists every page at its own canonical URL, leaves out noindex pages, and names the sitemap in robots.txt', () => {
    write('index.html', withScripts(`<link rel="canonical" href="${site}/"/>`));
    write('about/index.html', withScripts(`<link rel="canonical" href="${site}/about"/>`));
    write(
      'property/Green Valley/1/index.html',
      withScripts(`<link rel="canonical" href="${site}/property/Green%20Valley/1?a=1&amp;b=2"/>`),
    );
    write(
      '__spa-fallback.html',
      withScripts('<meta name="robots" content="noindex"/><link rel="canonical" href="x"/>'),
    );
    for (const name of CLASSIC_SCRIPTS) write(name, '/* Why. */\n(function () {\n  var seen = 1;\n})();\n');
    // The SPA fallback is not a pre-rendered page.
    expect(finishPages(client)).toBe(3);
    for (const name of CLASSIC_SCRIPTS)
      expect(readFileSync(path.join(client, name), 'utf8')).not.toContain('Why');
    for (const file of ['index.html', 'about/index.html', '__spa-fallback.html']) {
      const html = readFileSync(path.join(client, file), 'utf8');
      expect(html).not.toMatch(/<script>|<script type="module">/);
      expect(html).toMatch(/<script defer src="\/assets\/start-[\w-]{10}\.js"><\/script>/);
    }
    const xml = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)).toEqual([
      `${site}/`,
      `${site}/about`,
      `${site}/property/Green%20Valley/1?a=1&amp;b=2`,
    ]);
    expect(readFileSync(path.join(client, 'robots.txt'), 'utf8')).toBe(
      `User-agent: *\nAllow: /\nDisallow: /*/brochure$\n\nSitemap: ${site}/sitemap.xml\n`,
    );
  });
});

describe('writeSitemap', () => {
  const site = 'https://www.example.in';
  const locs = (file: string) =>
    [...readFileSync(path.join(client, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);

  it("writes one sitemap of the site's URLs, sorted and once each, up to the limit of a sitemap file", () => {
    const urls = Array.from(
      { length: SITEMAP_MAX_URLS },
      (_, i) => `${site}/p/${String(i).padStart(5, '0')}`,
    );
    writeSitemap(client, [...urls].reverse().concat(urls[0]!));
    expect(locs('sitemap.xml')).toEqual(urls);
    expect(readdirSync(client).filter((name) => name.startsWith('sitemap'))).toEqual(['sitemap.xml']);
  });

  it('over the limit, writes sitemap.xml as an index of sitemap files within it, and robots.txt still names sitemap.xml', () => {
    const urls = Array.from(
      { length: 2 * SITEMAP_MAX_URLS + 1 },
      (_, i) => `${site}/p/${String(i).padStart(6, '0')}`,
    );
    writeSitemap(client, urls);
    const index = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs('sitemap.xml')).toEqual([1, 2, 3].map((n) => `${site}/sitemap-${n}.xml`));
    const parts = [1, 2, 3].map((n) => locs(`sitemap-${n}.xml`));
    expect(parts.map((part) => part.length)).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, 1]);
    expect(parts.flat()).toEqual(urls);
    expect(readFileSync(path.join(client, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site}/sitemap.xml\n`);
  });
});

describe('the sitemap of a site in three languages', () => {
  it('lists each page with its addresses in every language, as the page names them', () => {
    const site = 'https://www.example.in';
    const links = ['en', 'or', 'hi']
      .map((language) => {
        const href = language === 'en' ? `${site}/about` : `${site}/${language}/about`;
        return `<link rel="alternate" hrefLang="${language}" href="${href}"/>`;
      })
      .join('');
    const head = (own: string) =>
      `<link rel="canonical" href="${own}"/>${links}<link rel="alternate" hreflang="x-default" href="${site}/about"/>`;
    mkdirSync(path.join(client, 'or'));
    writeFileSync(path.join(client, 'about.html'), page(head(`${site}/about`), '<main>About</main>'));
    writeFileSync(
      path.join(client, 'or', 'about.html'),
      page(head(`${site}/or/about`), '<main>ଆମ ବିଷୟରେ</main>'),
    );
    writeFileSync(path.join(client, '__spa-fallback.html'), page('', ''));
    for (const name of CLASSIC_SCRIPTS) writeFileSync(path.join(client, name), '(function () {})();\n');
    finishPages(client);
    const xml = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    expect(entries.map(([, loc]) => loc)).toEqual([`${site}/about`, `${site}/or/about`]);
    for (const [, , alternates] of entries) {
      expect(
        [...alternates!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => `${l} ${h}`),
      ).toEqual([
        `en ${site}/about`,
        `or ${site}/or/about`,
        `hi ${site}/hi/about`,
        `x-default ${site}/about`,
      ]);
    }
  });
});

describe('isPageFile', () => {
  it("names a page's HTML and its start file, not the shared assets", () => {
    expect(isPageFile(path.join(client, 'about', 'index.html'))).toBe(true);
    expect(isPageFile(path.join(client, 'assets', 'start-AbC_-12345.js'))).toBe(true);
    expect(isPageFile(path.join(client, 'assets', 'page-AbC_-12345.js'))).toBe(false);
    expect(isPageFile(path.join(client, 'assets', 'index-Cn5CuhOS.css'))).toBe(false);
    expect(isPageFile(path.join(client, 'assets', 'restart-AbC_-12345.js'))).toBe(false);
  });
});

describe('prerenderConcurrency', () => {
  it('pre-renders two pages a core, at least two and at most eight', () => {
    expect(prerenderConcurrency(1)).toBe(2);
    expect(prerenderConcurrency(2)).toBe(4);
    expect(prerenderConcurrency(64)).toBe(8);
    expect(Number.isInteger(prerenderConcurrency())).toBe(true);
  });
});

describe('buildSummary', () => {
  it('says how many pages the build pre-rendered, in how long, and the time a page', () => {
    expect(buildSummary(27512, 412_400)).toBe('Pre-rendered 27,512 pages in 412 s (15 ms a page)');
    expect(buildSummary(1, 2_600)).toBe('Pre-rendered 1 page in 3 s (2,600 ms a page)');
    expect(buildSummary(0, 9_000)).toBe('Pre-rendered 0 pages in 9 s');
  });
});

describe('the classic scripts', () => {
  it('ship minified: each under 1 KB gzip, so the taps kept before hydration cost the page little', () => {
    for (const name of CLASSIC_SCRIPTS) {
      const code = minifyClassic(readFileSync(path.join('public', name), 'utf8'));
      expect(gzipSync(code, { level: 9 }).length, name).toBeLessThan(1024);
    }
  });
});
