/**
 * What the build does to the pre-rendered pages (react-router.config.ts `buildEnd`), in one pass
 * over them (finishPages). React Router writes its start-up data and route imports into each page
 * as inline scripts, which the site's Content-Security-Policy (`script-src 'self'`) refuses; each
 * page's inline scripts become files. The same pass collects the sitemap's URLs.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { minifySync } from 'vite';
import { SPA_FALLBACK } from './precompress.mjs';

const SPA_FALLBACK_FILE = SPA_FALLBACK.slice(1);

/**
 * How many pages React Router pre-renders at a time (react-router.config.ts `prerender`). It renders
 * them in the build's one JavaScript thread, so pages in flight only overlap one page's backend
 * reads and file writes with another's rendering: two per core keep the thread busy. More would
 * hold more pages' data in memory and send the production backend more requests at once, for no
 * speed, hence the cap.
 */
export function prerenderConcurrency(cores = availableParallelism()) {
  return Math.min(8, Math.max(2, 2 * cores));
}

/** Every .html file under `dir`. */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const INLINE_SCRIPT = /<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;

/** The script files written so far: many pages share one entry module, which is written once. */
const written = new Set();

/** Writes `code` into assets/ under a name from its content, and answers its URL. */
function scriptFile(clientDir, code, kind) {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  const name = `assets/${kind}-${hash}.js`;
  const file = path.join(clientDir, name);
  if (!written.has(file)) {
    writeFileSync(file, code);
    written.add(file);
  }
  return `/${name}`;
}

/** A page's own files (its HTML, its start file): precompress.mjs compresses them as pages. */
export const isPageFile = (file) =>
  file.endsWith('.html') || /[/\\]assets[/\\]start-[\w-]{10}\.js$/.test(file);

/** How long the page's largest paint must stay the largest before its app starts. */
const SETTLE_MS = 100;

const START_MARKER = '<!--app-start-->';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;

/** How many module preloads the start script adds in one task (startScript). */
const PRELOADS_PER_TASK = 1;

/** What startTemplate's call takes, replaced in its minified text by each page's values. */
const ARGUMENTS = ['__START_DATA__', '__START_PRELOADS__', '__START_ENTRY__', '__START_LATEST_MS__'];

/**
 * The start of a page's app, as a classic script: React Router's start-up data (its inline
 * scripts, in their order, in `runData`), then the module preloads and the page's entry module,
 * which it adds to the document. With `afterLoad`, a page with content starts its app once its
 * first screen has settled (loaded, its largest paint on screen), at the first touch or key, and at
 * the latest `latestMs` after the navigation began: the page is whole HTML, so the app's code is
 * fetched after the first screen instead of competing with it for the connection. A function
 * called with placeholders, so it is minified once for every page (startTemplate).
 */
function startScript(afterLoad) {
  return `(function (runData, preloads, entry, latestMs) {
  var started = false;
  var add = function (tag, attributes, parent) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    parent.appendChild(element);
  };
  // Each preload link added costs the main thread a task's worth of work on a phone (the fetch it
  // starts), and a page names dozens: one a task, after the entry, so none of them blocks a tap.
  var next = 0;
  function preloadSome() {
    preloads.slice(next, (next += ${PRELOADS_PER_TASK})).forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href }, document.head);
    });
    if (next < preloads.length) setTimeout(preloadSome, 0);
  }
  function start() {
    if (started) return;
    started = true;
    runData();
    add('script', { type: 'module', src: entry }, document.body);
    preloadSome();
  }
${
  afterLoad
    ? `  // The first screen has settled: loaded, and no larger paint for SETTLE_MS (browsers without
  // largest-contentful-paint entries: SETTLE_MS after the load).
  var loaded = false;
  var timer;
  var settle = function () {
    clearTimeout(timer);
    timer = setTimeout(start, ${SETTLE_MS});
  };
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('largest-contentful-paint') >= 0) {
    new PerformanceObserver(function () {
      if (loaded) settle();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  var onLoad = function () {
    loaded = true;
    settle();
  };
  if (document.readyState === 'complete') onLoad();
  else addEventListener('load', onLoad);
  // A visitor who touches or types before then needs the app now.
  addEventListener('pointerdown', start, { once: true, capture: true });
  addEventListener('keydown', start, { once: true, capture: true });
  setTimeout(start, Math.max(0, latestMs - performance.now()));`
    : '  start();'
}
})(${ARGUMENTS.join(', ')});
`;
}

const templates = new Map();

/**
 * startScript minified, once for each kind of page: minifying each page's script whole would
 * minify its data too, the larger part, for every page of the site.
 */
function startTemplate(afterLoad) {
  if (!templates.has(afterLoad)) {
    const code = minifySync('start.js', startScript(afterLoad)).code;
    for (const name of ARGUMENTS) {
      if (code.split(name).length !== 2) throw new Error(`The minified start script lost ${name}`);
    }
    templates.set(afterLoad, code);
  }
  return templates.get(afterLoad);
}

/** One page's start file: the minified template called with the page's data, preloads and entry. */
function startCode({ data, preloads, entry, afterLoad, latestMs }) {
  const values = {
    __START_DATA__: `function () {\n${data.map((code) => `${code.trim().replace(/;$/, '')};\n`).join('')}}`,
    __START_PRELOADS__: JSON.stringify(preloads),
    __START_ENTRY__: JSON.stringify(entry),
    __START_LATEST_MS__: String(latestMs),
  };
  // A function, so no `$&` in the data is read as a replacement pattern.
  return startTemplate(afterLoad).replace(/__START_[A-Z_]+__/g, (name) => values[name]);
}

/**
 * Replaces React Router's inline scripts and module preloads in one page with one file that starts
 * the app (startScript), deferred, so the strict CSP holds and the parser never waits for it.
 * JSON-LD stays inline: it is data, which no browser runs and the CSP does not govern. A page with
 * content (every page but the SPA fallback) starts its app after it has loaded, at the latest when
 * the splash ends (its data-ms).
 */
export function externalizePage(page, clientDir, { afterLoad = true } = {}) {
  const data = [];
  let entry = null;
  const { html, files: words } = pageMessages(page, clientDir);
  const preloads = [...words, ...[...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href)];
  let placed = false;
  const out = html.replace(MODULE_PRELOAD, '').replace(INLINE_SCRIPT, (whole, attributes, code) => {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes) || !code.trim()) {
      return whole;
    }
    if (/type="module"/.test(attributes)) entry = scriptFile(clientDir, code, 'page');
    else data.push(code);
    // The start file takes the first script's place; the others go.
    if (placed) return '';
    placed = true;
    return START_MARKER;
  });
  if (!entry) return out;
  const latestMs = Number(/\sdata-ms="(\d+)"/.exec(html)?.[1] ?? 0);
  const start = scriptFile(clientDir, startCode({ data, preloads, entry, afterLoad, latestMs }), 'start');
  return out.replace(START_MARKER, `<script defer src="${start}"></script>`);
}

/** The start of the file name a language's words for a namespace get in the build (vite.config.ts). */
export const messagesFilePrefix = (language, namespace) => `messages-${language}-${namespace}-`;

/** The build's asset file names, read once: every page's words are among them. */
const assetLists = new Map();
function assetNames(clientDir) {
  if (!assetLists.has(clientDir)) assetLists.set(clientDir, readdirSync(path.join(clientDir, 'assets')));
  return assetLists.get(clientDir);
}

const PAGE_MESSAGES = /<meta name="page-messages" content="([^"]*)"\/?>/;

/**
 * The words a page was written with (the namespaces it names, src/app/entry.server.tsx), each
 * named with its file's address, which the browser imports before the app takes the page over
 * (loadPageMessages) and the start script preloads first. A namespace without a file fails the build.
 */
function pageMessages(html, clientDir) {
  const named = PAGE_MESSAGES.exec(html)?.[1] ?? '';
  if (!named) return { html, files: [] };
  const assets = assetNames(clientDir);
  const files = named.split(' ').map((key) => {
    const [language, namespace] = key.split('/');
    const prefix = messagesFilePrefix(language, namespace);
    const file = assets.find(
      (name) => name.startsWith(prefix) && /^[\w-]+\.js$/.test(name.slice(prefix.length)),
    );
    if (!file) throw new Error(`No file in the build for the words ${key}`);
    return { key, url: `/assets/${file}` };
  });
  const content = files.map(({ key, url }) => `${key}=${url}`).join(' ');
  return {
    html: html.replace(PAGE_MESSAGES, `<meta name="page-messages" content="${content}"/>`),
    files: files.map(({ url }) => url),
  };
}

const CANONICAL = /<link rel="canonical" href="([^"]+)"\/?>/;
const NO_INDEX = /<meta name="robots" content="noindex"\/?>/;

// React writes the attribute `hrefLang`; HTML reads attribute names in any case.
const ALTERNATE = /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi;
const unescapeHtml = (text) => text.replace(/&amp;/g, '&');

/**
 * The page's canonical URL, which the sitemap lists, unless the page asks not to be indexed, with
 * the page's addresses in other languages (hreflang) as it names them.
 */
function sitemapUrl(html) {
  const canonical = CANONICAL.exec(html)?.[1];
  if (!canonical || NO_INDEX.test(html)) return null;
  const alternates = [...html.matchAll(ALTERNATE)].map(([, hreflang, href]) => ({
    hreflang,
    href: unescapeHtml(href),
  }));
  return { url: unescapeHtml(canonical), alternates };
}

/**
 * A large object as `JSON.parse('…')`: browsers read JSON text several times faster than the same
 * object written as a JavaScript literal, which they compile as code, on the main thread.
 */
const asJsonParse = (value) =>
  `JSON.parse('${JSON.stringify(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}')`;

/**
 * React Router's manifest, which every page loads before it is interactive, names each route's
 * module and, in `imports`, every file the module imports. In the browser the router reads those
 * lists only to preload a page a link may open (`prefetch`), and the browser finds the same files
 * from the module's own imports: they are left out, the largest part of the file. The entry's list
 * stays, sorted (gzip and brotli store a repeated run once).
 */
export function slimManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  for (const name of readdirSync(assets).filter((file) => /^manifest-[\w-]+\.js$/.test(file))) {
    const file = path.join(assets, name);
    const code = readFileSync(file, 'utf8');
    const start = code.indexOf('{');
    const end = code.lastIndexOf('}') + 1;
    const manifest = JSON.parse(code.slice(start, end));
    manifest.entry.imports?.sort();
    for (const route of Object.values(manifest.routes)) delete route.imports;
    writeFileSync(file, `${code.slice(0, start)}${asJsonParse(manifest)}${code.slice(end)}`);
  }
}

/**
 * Everything the build does to its pages, in one pass over them: each page's inline scripts become
 * files (externalizePage), and its canonical URL goes into the sitemap (writeSitemap). Answers how
 * many pages were pre-rendered (the SPA fallback is not one).
 */
/**
 * The classic scripts every page runs before its app (public/, named in app/root.tsx): copied
 * from public/ as written, comments and all, and loaded before the page's content.
 */
export const CLASSIC_SCRIPTS = ['splash.js', 'early-taps.js'];

/** A classic script's code minified, as the pages load it. */
export const minifyClassic = (code) => minifySync('classic.js', code).code;

export function finishPages(clientDir) {
  slimManifest(clientDir);
  for (const name of CLASSIC_SCRIPTS) {
    const file = path.join(clientDir, name);
    writeFileSync(file, minifyClassic(readFileSync(file, 'utf8')));
  }
  written.clear();
  const urls = [];
  let pages = 0;
  for (const file of htmlFiles(clientDir)) {
    const fallback = path.relative(clientDir, file) === SPA_FALLBACK_FILE;
    const html = externalizePage(readFileSync(file, 'utf8'), clientDir, { afterLoad: !fallback });
    writeFileSync(file, html);
    if (!fallback) pages += 1;
    const url = sitemapUrl(html);
    if (url) urls.push(url);
  }
  writeSitemap(clientDir, urls);
  return pages;
}

/** The most URLs one sitemap file may list (sitemaps.org); a larger site gets a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** A sitemap entry: a page's URL, or the URL with its addresses in each language. */
const entryOf = (page) => (typeof page === 'string' ? { url: page, alternates: [] } : page);

const urlEntry = ({ url, alternates }) =>
  `  <url><loc>${escapeXml(url)}</loc>${alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    .join('')}</url>\n`;

const urlSet = (entries) => {
  const namespaces = entries.some((entry) => entry.alternates.length)
    ? `${SITEMAP_NS} ${XHTML_NS}`
    : SITEMAP_NS;
  return `${XML}<urlset ${namespaces}>\n${entries.map(urlEntry).join('')}</urlset>\n`;
};

/**
 * sitemap.xml with every page rendered at build time, at the canonical URL the page itself names
 * (so the sitemap and the pages agree on the site's address), each with its addresses in the
 * other languages where the page names them (hreflang), and robots.txt naming it. Over
 * SITEMAP_MAX_URLS, sitemap.xml is an index of sitemap-1.xml, sitemap-2.xml, ... each within the
 * limit, so robots.txt and what search consoles were given keep one address. A listing's brochure
 * (`<page>/brochure`, opened through the SPA fallback) is its page again for the printer: crawlers
 * are kept to the page itself.
 */
export function writeSitemap(clientDir, pages) {
  const byUrl = new Map(pages.map(entryOf).map((entry) => [entry.url, entry]));
  const sorted = [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const origin = sorted.length ? new URL(sorted[0].url).origin : '';
  let sitemap;
  if (sorted.length <= SITEMAP_MAX_URLS) sitemap = urlSet(sorted);
  else {
    const parts = [];
    for (let start = 0; start < sorted.length; start += SITEMAP_MAX_URLS) {
      const name = `sitemap-${parts.length + 1}.xml`;
      writeFileSync(path.join(clientDir, name), urlSet(sorted.slice(start, start + SITEMAP_MAX_URLS)));
      parts.push(`${origin}/${name}`);
    }
    sitemap = `${XML}<sitemapindex ${SITEMAP_NS}>\n${parts.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
  }
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap);
  writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /*/brochure$\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}

/** The build's last line: how many pages it pre-rendered, in how long, and the time a page. */
export function buildSummary(pages, ms) {
  const count = `${pages.toLocaleString('en-US')} ${pages === 1 ? 'page' : 'pages'}`;
  const perPage = pages ? ` (${Math.round(ms / pages).toLocaleString('en-US')} ms a page)` : '';
  return `Pre-rendered ${count} in ${Math.round(ms / 1000).toLocaleString('en-US')} s${perPage}`;
}
