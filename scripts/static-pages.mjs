/**
 * What the build does to the pre-rendered pages (react-router.config.ts `buildEnd`). React Router
 * writes its start-up data and route imports into each page as inline scripts, which the site's
 * Content-Security-Policy (`script-src 'self'`) refuses; each page's inline scripts become files.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

/**
 * Moves each inline script of one page into a file, in its place, so that the page hydrates
 * against the same elements the router rendered; all of them deferred, so they run in order once
 * the page is parsed and never hold up its first paint. The app's files are asked for at low
 * priority: the splash and the page's own images and styles come first. JSON-LD stays inline: it
 * is data, which no browser runs and the CSP does not govern.
 */
export function externalizePage(html, clientDir) {
  return html
    .replace(INLINE_SCRIPT, (whole, attributes, code) => {
      if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes) || !code.trim()) {
        return whole;
      }
      if (/type="module"/.test(attributes)) {
        // Deferred like the data files, so all run in the page's order once it is parsed.
        const deferred = attributes.replace(/\sasync(="")?/, '');
        return `<script${deferred} src="${scriptFile(clientDir, code, 'page')}"></script>`;
      }
      // A file would stop the parser where the inline script did not: deferred, it waits for it.
      return `<script${attributes} defer src="${scriptFile(clientDir, code, 'page-data')}"></script>`;
    })
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** Externalizes the inline scripts of every page under `clientDir`. */
export function externalizeInlineScripts(clientDir) {
  for (const file of htmlFiles(clientDir)) {
    writeFileSync(file, externalizePage(readFileSync(file, 'utf8'), clientDir));
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
