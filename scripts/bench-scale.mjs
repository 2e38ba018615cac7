#!/usr/bin/env node
/**
 * `npm run bench -- --scale` (or `node scripts/bench-scale.mjs`): how the site holds up as the
 * catalogue grows. For each N (12, 1000, 10000; `--n 12,1000` to choose):
 *   1. the demo seed grown to N buildings, N lands, N/4 projects and N/2 posts
 *      (scripts/grow-seed.mjs), served by the e2e suite's fake backend (tests/e2e/prod/backend.ts,
 *      its `data` option), which also plays the files origin;
 *   2. the production build against it (`react-router build` with tests/e2e/prod/site.ts's
 *      productionEnv, into a temporary BUILD_DIR under tests/e2e/.artifacts), within
 *      `--build-timeout` minutes (15): its wall time, the pages it wrote (index.html files) and
 *      the size of build/client (without the .gz and .br copies);
 *   3. the built site behind nginx with the generated server block (tests/e2e/prod/nginx.ts; a
 *      small static server of its own when nginx is missing), in Chromium at 1280 px, unthrottled:
 *      /properties' HTML and start file, DOM elements and JS heap once its list is interactive,
 *      the main thread's blocked time until then (long tasks beyond 50 ms), and for keystrokes
 *      typed into its search box ('green', then cleared): the time to the next frame (Event
 *      Timing) and to the results count changing (a MutationObserver): medians (the largest in
 *      brackets; key→results over the keystrokes that changed the count); a post page's HTML and
 *      start file.
 * One line per N, then the figures against the budgets (DESIGN.md, at N=10000). `--json FILE`
 * writes the results; `--keep` keeps the builds (their folders are printed).
 *
 * It must measure an older checkout of the project too: whatever the app under test lacks (the
 * hydration mark, the search box, the status texts, the start files) is recorded as n/a.
 */
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';
import { CHROME, CHROMIUM_FLAGS } from './chromium.mjs';
import { growCatalogue } from './grow-seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The TypeScript loaded here imports `@/`; without the site's Vite config it needs the alias
 * (scripts/src-alias.mjs's, written out: an older checkout may not have that file).
 */
const SRC_CONFIG = {
  configFile: false,
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(ROOT, 'src')}/` },
      { find: /^@tests\/test-utils$/, replacement: path.join(ROOT, 'tests/test-utils/index.ts') },
    ],
  },
  logLevel: 'warn',
};
/** Where each N's build and nginx folder go (git ignores it); removed after, unless --keep. */
const ARTIFACTS = path.join(ROOT, 'tests/e2e/.artifacts');

const NGINX = '/usr/sbin/nginx';
const VIEWPORT = { width: 1280, height: 800 };
const DEFAULT_SIZES = [12, 1000, 10000];
/** Typed into the search box one key at a time, then cleared the same way. */
const SEARCH_KEYS = [...'green', ...Array(5).fill('Backspace')];
/** Event Timing reports no entry below this: a keystroke without one painted within it. */
const EVENT_THRESHOLD_MS = 16;
/** The page is quiet when no request is open and its DOM has not changed for this long. */
const QUIET_MS = 500;
/** After a keystroke, a results count that has not changed once the page is this quiet did not. */
const SETTLED_MS = 1000;
/** The longest the bench waits on one keystroke, or for the page to be quiet before one. */
const KEY_CAP_MS = 60_000;
/** The results count: 'N properties', 'N property' or 'X of Y properties'. */
const RESULTS_TEXT = '^\\s*[\\d,]+\\s+(of\\s+[\\d,]+\\s+)?propert(y|ies)\\b';

/** DESIGN.md's budgets, at N=10000. `value` reads a figure of a result; null is n/a. */
export const BUDGETS = [
  { label: '/properties HTML', limit: 100 * 1024, unit: 'KB', value: (r) => r.properties?.htmlBytes },
  { label: '/properties start file', limit: 40 * 1024, unit: 'KB', value: (r) => r.properties?.startBytes },
  { label: '/properties DOM elements', limit: 1500, unit: '', value: (r) => r.properties?.domElements },
  {
    label: 'keystroke to frame',
    limit: 50,
    unit: 'ms',
    eventTiming: true,
    value: (r) => r.properties?.keyToFrameMs,
  },
  { label: 'keystroke to results', limit: 150, unit: 'ms', value: (r) => r.properties?.keyToResultsMs },
  {
    label: 'blocked while loading',
    limit: 300,
    unit: 'ms',
    strict: true,
    value: (r) => r.properties?.blockedMs,
  },
  { label: 'post start file', limit: 15 * 1024, unit: 'KB', value: (r) => r.post?.startBytes },
  {
    label: 'build',
    limit: 10 * 60,
    unit: 's',
    strict: true,
    value: (r) => (r.build?.timedOut ? Infinity : r.build?.ok ? r.build.seconds : null),
  },
];

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);
const kb = (bytes) => (isNumber(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
const mb = (bytes) => (isNumber(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : 'n/a');
const ms = (value) =>
  isNumber(value)
    ? value < EVENT_THRESHOLD_MS
      ? `<${EVENT_THRESHOLD_MS} ms`
      : `${Math.round(value)} ms`
    : 'n/a';
const count = (value) => (isNumber(value) ? String(value) : 'n/a');
const median = (values) => {
  const sorted = values.filter(isNumber).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis));
const message = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** `--n 12,1000`, `--build-timeout 15` (minutes), `--page-timeout 180` (seconds), `--json FILE`, `--keep`. */
export function parseScaleArgs(argv) {
  const valueOf = (flag) => {
    const at = argv.indexOf(flag);
    if (at >= 0 && at + 1 < argv.length) return argv[at + 1];
    const inline = argv.find((arg) => arg.startsWith(`${flag}=`));
    return inline?.slice(flag.length + 1);
  };
  const sizesArg = valueOf('--n');
  const sizes = sizesArg
    ? sizesArg
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((n) => Number.isInteger(n) && n > 0)
    : DEFAULT_SIZES;
  if (!sizes.length) throw new Error(`--n ${sizesArg}: expected sizes such as 12,1000`);
  const buildTimeoutMin = Number(valueOf('--build-timeout') ?? 15);
  const pageTimeoutS = Number(valueOf('--page-timeout') ?? 180);
  if (!(buildTimeoutMin > 0) || !(pageTimeoutS > 0))
    throw new Error('--build-timeout and --page-timeout are positive numbers');
  return {
    sizes,
    buildTimeoutMin,
    pageTimeoutMs: pageTimeoutS * 1000,
    jsonFile: valueOf('--json'),
    keep: argv.includes('--keep'),
  };
}

/** Ports the OS says are free (the machine is shared: no fixed ports). */
async function freePorts(how) {
  const servers = [];
  const ports = [];
  for (let i = 0; i < how; i++) {
    const server = createNetServer();
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    servers.push(server);
    ports.push(server.address().port);
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

const load = async (file) => (await runnerImport(path.join(ROOT, file), SRC_CONFIG)).module;

/** The demo seed: src/mocks/db.ts seedData(), else the seed files one by one (an older layout). */
async function loadSeed() {
  const db = await load('src/mocks/db.ts').catch(() => null);
  if (typeof db?.seedData === 'function') return db.seedData();
  const seed = {};
  for (const [collection, exported] of [
    ['buildings', 'seedBuildings'],
    ['lands', 'seedLands'],
    ['projects', 'seedProjects'],
    ['blogs', 'seedBlogs'],
  ]) {
    const module = await load(`src/mocks/seed/${collection}.ts`);
    seed[collection] = structuredClone(module[exported] ?? []);
  }
  return seed;
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Pages written (index.html files) and bytes of build/client without the .gz and .br copies. */
function siteFigures(clientDir) {
  let pages = 0;
  let bytes = 0;
  for (const file of filesUnder(clientDir)) {
    if (path.basename(file) === 'index.html') pages += 1;
    if (!/\.(gz|br)$/.test(file)) bytes += statSync(file).size;
  }
  return { pages, bytes };
}

/** A page's HTML bytes and its start file's (`<script defer src="/assets/start-*.js">`), or null. */
function pageFiles(clientDir, pathname) {
  const file = path.join(clientDir, pathname, 'index.html');
  if (!existsSync(file)) return { path: pathname, htmlBytes: null, startBytes: null };
  const html = readFileSync(file);
  const start = /<script[^>]*\ssrc="\/(assets\/start-[\w.-]+\.js)"/.exec(html.toString('utf8'))?.[1];
  const startFile = start ? path.join(clientDir, start) : null;
  return {
    path: pathname,
    htmlBytes: html.length,
    startBytes: startFile && existsSync(startFile) ? statSync(startFile).size : null,
  };
}

/** The first post's address: the first /blog/<slug>/<id> link of /blog, else the first post page written. */
function firstPostPath(clientDir) {
  const index = path.join(clientDir, 'blog', 'index.html');
  if (existsSync(index)) {
    const href = /href="(\/blog\/[^"/?#]+\/[^"/?#]+)\/?"/.exec(readFileSync(index, 'utf8'))?.[1];
    if (href) {
      const decoded = decodeURIComponent(href.replace(/&amp;/g, '&'));
      if (existsSync(path.join(clientDir, decoded, 'index.html'))) return decoded;
    }
  }
  const blogDir = path.join(clientDir, 'blog');
  if (!existsSync(blogDir)) return null;
  for (const slug of readdirSync(blogDir, { withFileTypes: true }).filter((e) => e.isDirectory()))
    for (const id of readdirSync(path.join(blogDir, slug.name), { withFileTypes: true }))
      if (id.isDirectory() && existsSync(path.join(blogDir, slug.name, id.name, 'index.html')))
        return `/blog/${slug.name}/${id.name}`;
  return null;
}

/**
 * `react-router build` with exactly `env` (none of the caller's VITE_*) into `buildDir`, within
 * `timeoutMs`: its wall time, or why it did not finish.
 */
async function runBuild(buildDir, env, timeoutMs) {
  const clean = { ...process.env };
  for (const key of Object.keys(clean)) if (key.startsWith('VITE_')) delete clean[key];
  const started = performance.now();
  const build = spawn('npx', ['react-router', 'build'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...clean, ...env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
  });
  // The whole of its stderr in build.log beside the build; the first error line for the report.
  const log = path.join(path.dirname(buildDir), 'build.log');
  let stderr = '';
  build.stderr.on('data', (chunk) => {
    appendFileSync(log, chunk);
    if (stderr.length < 20_000) stderr += chunk.toString();
  });
  let timedOut = false;
  const kill = (signal) => {
    try {
      process.kill(-build.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const timer = setTimeout(() => {
    timedOut = true;
    kill('SIGTERM');
    setTimeout(() => kill('SIGKILL'), 5000).unref();
  }, timeoutMs);
  const status = await new Promise((resolve) => {
    build.once('error', () => resolve(-1));
    build.once('close', (code) => resolve(code));
  });
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  if (timedOut) return { ok: false, timedOut: true, seconds };
  if (status !== 0) {
    const lines = stderr.split('\n').map((line) => line.trim());
    const why = lines.find((line) => /error/i.test(line)) ?? lines.find(Boolean) ?? '';
    return {
      ok: false,
      timedOut: false,
      seconds,
      error: `exit ${status}${why ? `: ${why.slice(0, 300)}` : ''}`,
      log,
    };
  }
  return { ok: true, timedOut: false, seconds };
}

/** A page's file, else its index.html, else the SPA fallback: what nginx does, for a machine without it. */
function startStaticServer(clientDir, port) {
  const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.xml': 'application/xml',
    '.txt': 'text/plain',
    '.webp': 'image/webp',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.woff2': 'font/woff2',
    '.ico': 'image/x-icon',
  };
  const server = createServer((request, response) => {
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      // A malformed escape: the SPA fallback.
    }
    const candidates = pathname.includes('..')
      ? []
      : [path.join(clientDir, pathname), path.join(clientDir, pathname, 'index.html')];
    const file =
      candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ??
      path.join(clientDir, '__spa-fallback.html');
    if (!existsSync(file)) {
      response.writeHead(404);
      return response.end();
    }
    const body = readFileSync(file);
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        how: 'a static server (no nginx)',
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** nginx with the generated server block (tests/e2e/prod/nginx.ts), else the static server. */
async function serveSite(clientDir, port, env, work) {
  if (existsSync(NGINX)) {
    try {
      const { startNginx } = await load('tests/e2e/prod/nginx.ts');
      const nginx = await startNginx({ root: clientDir, port, env, work });
      return { base: nginx.base, how: 'nginx', stop: () => nginx.stop() };
    } catch (error) {
      console.log(`  nginx did not serve the build (${message(error)}): a static server instead`);
    }
  }
  return startStaticServer(clientDir, port);
}

/** Installed before any of the page's scripts: long tasks, event timings, keydown times, no splash. */
function pageProbe(eventThreshold) {
  if (window !== window.top) return;
  try {
    sessionStorage.setItem('splash:seen', '1');
  } catch {
    // Storage denied: the splash shows, and the bench waits past it.
  }
  const probe = { longTasks: [], events: [], keys: [], lastMutation: 0 };
  window.__scaleBench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    probe.noLongTasks = true;
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: eventThreshold, buffered: true });
  } catch {
    probe.noEventTiming = true;
  }
  addEventListener('keydown', (event) => probe.keys.push(event.timeStamp), true);
  const watch = () =>
    new MutationObserver(() => (probe.lastMutation = performance.now())).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  if (document.documentElement) watch();
  else addEventListener('DOMContentLoaded', watch);
}

/** Requests the page has open, to tell when its network is idle. */
function trackRequests(page) {
  const open = new Set();
  let lastChange = Date.now();
  const done = (request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /** No request open for `quietMs`, and the DOM unchanged as long. */
  const isQuiet = async (quietMs) => {
    if (open.size > 0 || Date.now() - lastChange < quietMs) return false;
    const sinceMutation = await page
      .evaluate(() => performance.now() - (window.__scaleBench?.lastMutation ?? 0))
      .catch(() => Infinity);
    return sinceMutation >= quietMs;
  };
  return {
    isQuiet,
    /** Waits until the page is quiet for `quietMs`; false when it was not within `timeoutMs`. */
    async quiet(quietMs, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (await isQuiet(quietMs)) return true;
        await sleep(50);
      }
      return false;
    },
  };
}

/** The results count's text (the `role=status` that counts properties), or null. */
function resultsText(pattern) {
  const found = [...document.querySelectorAll('[role=status]')].find((element) =>
    new RegExp(pattern, 'i').test(element.textContent ?? ''),
  );
  return found ? (found.textContent ?? '').trim() : null;
}

async function measureProperties(browser, base, pageTimeoutMs) {
  const figures = { hydrated: null, domElements: null, heapBytes: null, blockedMs: null };
  const notes = [];
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    await context.addInitScript(pageProbe, EVENT_THRESHOLD_MS);
    const page = await context.newPage();
    const network = trackRequests(page);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/properties`, { waitUntil: 'load', timeout: pageTimeoutMs });
    // The app takes over the page rendered at build (root.tsx marks <html>), then reads the list.
    figures.hydrated = await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: Math.min(pageTimeoutMs, 60_000),
      })
      .then(() => true)
      .catch(() => false);
    if (!figures.hydrated) notes.push('no hydration mark (data-hydrated) within 60 s');
    await network.quiet(QUIET_MS, pageTimeoutMs);
    const listed = await page
      .waitForFunction(resultsText, RESULTS_TEXT, { timeout: Math.min(pageTimeoutMs, 60_000) })
      .then(() => true)
      .catch(() => false);
    if (!listed) notes.push('no results count (role=status "N properties")');
    if (!(await network.quiet(QUIET_MS, pageTimeoutMs))) notes.push('the network did not go idle');

    figures.blockedMs = await page.evaluate(() => {
      const probe = window.__scaleBench;
      if (!probe || probe.noLongTasks) return null;
      const now = performance.now();
      return probe.longTasks
        .filter((task) => task.start < now)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    });
    figures.domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('Performance.enable');
      const { metrics } = await cdp.send('Performance.getMetrics');
      figures.heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? null;
      await cdp.detach();
    } catch (error) {
      notes.push(`heap: ${message(error)}`);
    }

    Object.assign(figures, await typeIntoSearch(page, network, listed, pageTimeoutMs, notes));
    if (errors.length) notes.push(`page errors: ${errors.slice(0, 3).join('; ')}`);
  } finally {
    await context.close().catch(() => undefined);
  }
  return { ...figures, notes };
}

/** Keystrokes into the search box: each one's time to the next frame and to the new results count. */
async function typeIntoSearch(page, network, listed, pageTimeoutMs, notes) {
  const none = { keyToFrameMs: null, keyToResultsMs: null, keystrokes: [] };
  let box = page.locator('input[placeholder="Search Buildings..."]').first();
  if (!(await box.count())) box = page.locator('input[type=search]').first();
  if (!(await box.count())) {
    notes.push('no search box');
    return none;
  }
  try {
    await box.focus({ timeout: 10_000 });
  } catch (error) {
    notes.push(`search box: ${message(error)}`);
    return none;
  }
  const keystrokes = [];
  for (const key of SEARCH_KEYS) {
    await network.quiet(QUIET_MS, KEY_CAP_MS);
    const before = await page.evaluate((pattern) => {
      const probe = window.__scaleBench;
      const read = () => {
        const found = [...document.querySelectorAll('[role=status]')].find((element) =>
          new RegExp(pattern, 'i').test(element.textContent ?? ''),
        );
        return found ? (found.textContent ?? '').trim() : null;
      };
      const mark = { keys: probe.keys.length, text: read(), changedAt: null, changedTo: null };
      probe.mark = mark;
      probe.observer?.disconnect();
      probe.observer = new MutationObserver(() => {
        if (mark.changedAt !== null) return;
        const text = read();
        if (text !== null && text !== mark.text) {
          mark.changedAt = performance.now();
          mark.changedTo = text;
        }
      });
      probe.observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      return mark;
    }, RESULTS_TEXT);
    await page.keyboard.press(key);
    // Until the count changes, or the page has settled without changing it.
    const until = Date.now() + Math.min(pageTimeoutMs, KEY_CAP_MS);
    let mark = null;
    while (Date.now() < until) {
      mark = await page.evaluate(() => window.__scaleBench.mark);
      if (mark.changedAt !== null) break;
      if (await network.isQuiet(SETTLED_MS)) {
        mark = await page.evaluate(() => window.__scaleBench.mark);
        break;
      }
      await sleep(50);
    }
    // Event Timing entries arrive after the frame they measure.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const stroke = await page.evaluate(
      ({ keysBefore, names }) => {
        const probe = window.__scaleBench;
        const at = probe.keys[keysBefore] ?? null;
        const events =
          at === null
            ? []
            : probe.events.filter((entry) => names.includes(entry.name) && entry.start >= at - 1);
        return {
          keyAt: at,
          frameMs: probe.noEventTiming
            ? null
            : events.length
              ? Math.max(...events.map((entry) => entry.duration))
              : 0,
        };
      },
      { keysBefore: before.keys, names: ['keydown', 'keypress', 'input', 'keyup'] },
    );
    const resultsMs =
      mark?.changedAt !== null && mark?.changedAt !== undefined && stroke.keyAt !== null
        ? mark.changedAt - stroke.keyAt
        : null;
    keystrokes.push({
      key,
      frameMs: stroke.frameMs,
      resultsMs,
      from: before.text,
      to: mark?.changedTo ?? null,
    });
    await page.evaluate(() => window.__scaleBench.observer?.disconnect());
  }
  const withResults = keystrokes.filter((stroke) => stroke.resultsMs !== null);
  if (!listed) notes.push('keystroke to results: no results count to watch');
  else if (!withResults.length) notes.push('keystroke to results: the count never changed');
  const frames = keystrokes.map((stroke) => stroke.frameMs).filter(isNumber);
  const results = withResults.map((stroke) => stroke.resultsMs);
  return {
    keyToFrameMs: median(frames),
    keyToFrameMaxMs: frames.length ? Math.max(...frames) : null,
    keyToResultsMs: median(results),
    keyToResultsMaxMs: results.length ? Math.max(...results) : null,
    keystrokes,
  };
}

/** One N: grown data, fake backend, build, served build in Chromium. */
async function measureSize(n, options, modules, browser) {
  const result = { n, build: null, pages: null, siteBytes: null, properties: null, post: null, notes: [] };
  const [site, api, files, upload, email] = await freePorts(5);
  const ports = { site, api, files, upload, email };
  const env = modules.site.productionEnv(ports);
  // Inside the project (as bench.mjs's builds): the build loads its server bundle, which imports
  // react-dom from the project's node_modules, before it renders the pages.
  mkdirSync(ARTIFACTS, { recursive: true });
  const work = mkdtempSync(path.join(ARTIFACTS, `bench-scale-${n}-`));
  const buildDir = path.join(work, 'build');
  const clientDir = path.join(buildDir, 'client');
  const data = growCatalogue(modules.seed, n);
  result.records = Object.fromEntries(Object.entries(data).map(([key, list]) => [key, list.length]));
  const backend = await modules.backend.startFakeBackend({ env, data });
  let served = null;
  try {
    const answer = await fetch(`${backend.apiOrigin}/real-estate/buildings/get-all-buildings`)
      .then((response) => response.json())
      .catch(() => null);
    const servedBuildings = Array.isArray(answer) ? answer.length : null;
    if (servedBuildings !== n)
      result.notes.push(
        `the backend serves ${servedBuildings ?? 'no list of'} buildings, not ${n}: does tests/e2e/prod/backend.ts take the \`data\` option?`,
      );
    console.log(`N=${n}: building (${options.buildTimeoutMin} min at most) ...`);
    result.build = await runBuild(buildDir, env, options.buildTimeoutMin * 60_000);
    if (existsSync(clientDir)) {
      const { pages, bytes } = siteFigures(clientDir);
      result.pages = pages;
      result.siteBytes = bytes;
      if (result.build.ok && pages) result.build.msPerPage = (result.build.seconds * 1000) / pages;
    }
    if (!result.build.ok) return result;

    result.properties = pageFiles(clientDir, '/properties');
    const postPath = firstPostPath(clientDir);
    result.post = postPath ? pageFiles(clientDir, postPath) : null;
    if (!postPath) result.notes.push('no post page in the build');
    if (!browser) {
      result.notes.push(`no Chromium at ${CHROME}: nothing measured in a browser`);
      return result;
    }
    served = await serveSite(clientDir, ports.site, env, path.join(work, 'nginx'));
    result.servedBy = served.how;
    try {
      Object.assign(result.properties, await measureProperties(browser, served.base, options.pageTimeoutMs));
    } catch (error) {
      result.notes.push(`/properties in Chromium: ${message(error)}`);
    }
    return result;
  } catch (error) {
    result.notes.push(message(error));
    return result;
  } finally {
    await served?.stop().catch(() => undefined);
    await backend.stop().catch(() => undefined);
    if (options.keep) result.buildDir = buildDir;
    else rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** The line for one N. */
export function formatLine(result) {
  const { build } = result;
  const buildText = !build
    ? 'build n/a'
    : build.timedOut
      ? `build did not finish in ${Math.round(build.seconds / 60)} min`
      : build.ok
        ? `build ${build.seconds.toFixed(1)} s`
        : `build failed after ${build.seconds.toFixed(1)} s (${build.error})`;
  const p = result.properties ?? {};
  const post = result.post ?? {};
  return [
    `N=${result.n}`,
    buildText,
    `pages ${count(result.pages)}`,
    `site ${mb(result.siteBytes)}`,
    `/properties html ${kb(p.htmlBytes)} start ${kb(p.startBytes)}`,
    `dom ${count(p.domElements)}`,
    `heap ${mb(p.heapBytes)}`,
    `blocked ${isNumber(p.blockedMs) ? `${Math.round(p.blockedMs)} ms` : 'n/a'}`,
    `key→frame ${ms(p.keyToFrameMs)}${isNumber(p.keyToFrameMaxMs) ? ` (max ${ms(p.keyToFrameMaxMs).replace(' ms', '')})` : ''}`,
    `key→results ${isNumber(p.keyToResultsMs) ? `${Math.round(p.keyToResultsMs)} ms (max ${Math.round(p.keyToResultsMaxMs)})` : 'n/a'}`,
    `post html ${kb(post.htmlBytes)} start ${kb(post.startBytes)}`,
  ].join('  ');
}

/** Each figure against its budget, per N; a figure over its budget is marked OVER. */
export function budgetReport(results) {
  const lines = ['', 'Budgets (DESIGN.md "Budgets", held at N=10000; smaller N for reference):'];
  const show = (budget, value) => {
    if (!isNumber(value)) return value === Infinity ? 'did not finish' : 'n/a';
    if (budget.unit === 'KB') return kb(value);
    if (budget.unit === 'ms') return budget.eventTiming ? ms(value) : `${Math.round(value)} ms`;
    if (budget.unit === 's') return `${value.toFixed(1)} s`;
    return String(value);
  };
  const limitText = (budget) => {
    const sign = budget.strict ? '<' : '≤';
    if (budget.unit === 'KB') return `${sign} ${budget.limit / 1024} KB`;
    if (budget.unit === 's') return `${sign} ${budget.limit / 60} min`;
    return `${sign} ${budget.limit}${budget.unit ? ` ${budget.unit}` : ''}`;
  };
  const over = (budget, value) =>
    value === Infinity || (isNumber(value) && (budget.strict ? value >= budget.limit : value > budget.limit));
  let overAtBudgetSize = 0;
  let unmeasuredAtBudgetSize = 0;
  for (const budget of BUDGETS) {
    const cells = results.map((result) => {
      const value = budget.value(result);
      const isOver = over(budget, value);
      if (isOver && result.n >= 10000) overAtBudgetSize += 1;
      else if (!isNumber(value) && result.n >= 10000) unmeasuredAtBudgetSize += 1;
      return `N=${result.n} ${show(budget, value)}${isOver ? ' OVER' : ''}`;
    });
    lines.push(`  ${`${budget.label} ${limitText(budget)}`.padEnd(34)} ${cells.join('   ')}`);
  }
  const atBudget = results.filter((result) => result.n >= 10000);
  // A figure that could not be measured is no figure within budget.
  const verdict = [
    overAtBudgetSize ? `${overAtBudgetSize} figure(s) over budget` : '',
    unmeasuredAtBudgetSize ? `${unmeasuredAtBudgetSize} not measured` : '',
  ].filter(Boolean);
  lines.push(
    atBudget.length
      ? `N=10000: ${verdict.length ? verdict.join(', ') : 'every figure within budget'}.`
      : 'N=10000 not measured: the budgets are held there (run it with --n 10000).',
  );
  return lines.join('\n');
}

export async function scaleBench(argv) {
  const options = parseScaleArgs(argv);
  process.chdir(ROOT);
  const [site, backend, seed] = await Promise.all([
    load('tests/e2e/prod/site.ts'),
    load('tests/e2e/prod/backend.ts'),
    loadSeed(),
  ]);
  const modules = { site, backend, seed };
  let browser = null;
  if (existsSync(CHROME)) {
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
  } else console.log(`No Chromium at ${CHROME} (set CHROME_PATH): only the builds are measured.`);
  const results = [];
  console.log(
    `Catalogue scale bench: N = ${options.sizes.join(', ')} (N buildings, N lands, N/4 projects, N/2 posts), ${new Date().toISOString().slice(0, 10)}`,
  );
  try {
    for (const n of options.sizes) {
      const result = await measureSize(n, options, modules, browser).catch((error) => ({
        n,
        notes: [`not measured: ${message(error)}`],
      }));
      results.push(result);
      console.log(formatLine(result));
      const notes = [...result.notes, ...(result.properties?.notes ?? [])];
      if (notes.length) console.log(`  (N=${n}: ${notes.join('; ')})`);
      if (result.buildDir) console.log(`  (N=${n}: build kept in ${result.buildDir})`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
  }
  console.log('');
  for (const result of results) console.log(formatLine(result));
  console.log(budgetReport(results));
  if (options.jsonFile) {
    const file = path.resolve(options.jsonFile);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), sizes: options.sizes, results }, (key, value) => (value === Infinity ? 'Infinity' : value), 2)}\n`,
    );
    console.log(`Results written to ${file}`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await scaleBench(process.argv.slice(2));
}
