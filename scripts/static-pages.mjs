/**
 * What the build does to the pre-rendered pages (react-router.config.ts `buildEnd`). React Router
 * writes its start-up data and route imports into each page as inline scripts, which the site's
 * Content-Security-Policy (`script-src 'self'`) refuses; each page's inline scripts become files.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from 'vite';
import { SPA_FALLBACK } from './precompress.mjs';

const SPA_FALLBACK_FILE = SPA_FALLBACK.slice(1);

/** Every .html file under `dir`. */
export function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const INLINE_SCRIPT = /<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;

/** Writes `code` into assets/ under a name from its content, and answers its URL. */
function scriptFile(clientDir, code, kind) {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  const name = `assets/${kind}-${hash}.js`;
  writeFileSync(path.join(clientDir, name), code);
  return `/${name}`;
}

/** How long the page's largest paint must stay the largest before its app starts. */
const SETTLE_MS = 100;

const START_MARKER = '<!--app-start-->';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * The start of one page's app, as a classic script: React Router's start-up data (its inline
 * scripts, in their order), then the module preloads and the page's entry module, which it adds
 * to the document. With `afterLoad`, a page with content starts its app once its first screen has
 * settled (loaded, its largest paint on screen), at the first touch or key, and at the latest
 * `latestMs` after the navigation began: the page is whole HTML, so the app's code is fetched after
 * the first screen instead of competing with it for the connection.
 */
function startScript({ data, preloads, entry, afterLoad, latestMs }) {
  return `(function () {
  var started = false;
  var add = function (tag, attributes, parent) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    parent.appendChild(element);
  };
  function start() {
    if (started) return;
    started = true;
${data.map((code) => `    ${code.trim().replace(/;$/, '')};\n`).join('')}    ${JSON.stringify(preloads)}.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href }, document.head);
    });
    add('script', { type: 'module', src: ${JSON.stringify(entry)} }, document.body);
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
  setTimeout(start, Math.max(0, ${latestMs} - performance.now()));`
    : '  start();'
}
})();
`;
}

/**
 * Replaces React Router's inline scripts and module preloads in one page with one file that starts
 * the app (startScript), deferred, so the strict CSP holds and the parser never waits for it.
 * JSON-LD stays inline: it is data, which no browser runs and the CSP does not govern. A page with
 * content (every page but the SPA fallback) starts its app after it has loaded, at the latest when
 * the splash ends (its data-ms).
 */
export function externalizePage(html, clientDir, { afterLoad = true } = {}) {
  const data = [];
  let entry = null;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
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
  // Minified: every page loads its own start file before it is interactive.
  const code = minifySync('start.js', startScript({ data, preloads, entry, afterLoad, latestMs })).code;
  const start = scriptFile(clientDir, code, 'start');
  return out.replace(START_MARKER, `<script defer src="${start}"></script>`);
}

/** Externalizes the inline scripts of every page under `clientDir`. */
export function externalizeInlineScripts(clientDir) {
  for (const file of htmlFiles(clientDir)) {
    const afterLoad = path.basename(file) !== SPA_FALLBACK_FILE;
    writeFileSync(file, externalizePage(readFileSync(file, 'utf8'), clientDir, { afterLoad }));
  }
}

const CANONICAL = /<link rel="canonical" href="([^"]+)"\/?>/;
const NO_INDEX = /<meta name="robots" content="noindex"\/?>/;
const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );

/**
 * sitemap.xml with every page rendered at build time, at the canonical URL the page itself names
 * (so the sitemap and the pages agree on the site's address), and robots.txt naming it.
 */
export function writeSitemap(clientDir) {
  const urls = new Set();
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const canonical = CANONICAL.exec(html)?.[1];
    if (canonical && !NO_INDEX.test(html)) urls.add(canonical.replace(/&amp;/g, '&'));
  }
  const sorted = [...urls].sort();
  const entries = sorted.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`,
  );
  const origin = sorted.length ? new URL(sorted[0]).origin : '';
  writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}
