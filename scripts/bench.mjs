#!/usr/bin/env node
/**
 * `npm run bench`: a benchmark, not a test. Five parts:
 *   1. sizes: the gzip JS and CSS each route needs before it is interactive, read from the
 *      production build as it ships (built against the local fake backend, so no demo code): for a
 *      page rendered at build time, the files its HTML asks for (module preloads, scripts,
 *      stylesheets); for a back-office or sign-in route, the files React Router's manifest lists
 *      for its root, layout and route module. Public pages must load no admin code (checked in the
 *      shipped files' source maps) and / at most HOME_JS_BUDGET_KB of the app's JS; the classic
 *      scripts run before the app (CLASSIC_SCRIPTS) are a column of their own;
 *   2. Lighthouse, mobile preset, median of 3 runs after one load not counted, on two builds in the
 *      same run: the production build (real hosts) served by Debian's nginx with the generated
 *      server block (as deploy/nginx.conf serves it) against the local fake backend of the e2e
 *      suite (tests/e2e/prod: files on their own origin), and the demo-mode build served by
 *      `vite preview`;
 *      The production build's listings, projects and posts show camera photos (2,560 px, about
 *      500 KB, made by the bench: tests/e2e/prod/cameraPhotos.ts) from a fake image host that
 *      resizes by address as Cloudinary does; a bare Vite + React page is measured in the same run,
 *      the floor a page's LCP is held to;
 *   3. the photo budgets: the image bytes a phone (390 px, DPR 2) downloads scrolling /properties
 *      to its end, and opening a building page without swiping, on that production build;
 *   4. the idle check: on the production build behind nginx, each page, once it has settled, is
 *      watched for a quiet while: a page that asks for animation frames while nothing on it moves
 *      (a frame loop) fails the bench;
 *   5. first paint to working page on a slow phone (scripts/chromium.mjs SLOW_PHONE: CPU 4x, slow
 *      4G) at 390 px, on the production build behind nginx: the time from the first contentful
 *      paint to <html data-hydrated> (root.tsx marks it once the app answers), median of 3, and a
 *      'Shortlist' tapped on a building page 0.5 s after it shows uncovered must end pressed
 *      (public/early-taps.js keeps a tap made before hydration);
 *   6. the vitest benchmarks in tests/bench.
 * The bench exits non-zero when a budget is broken: / over its JS budget, admin or demo code where
 * it must not be, a production page whose Total Blocking Time passes TBT_BUDGET_MS or whose
 * performance falls under PERFORMANCE_FLOOR, a frame loop on an idle page, or a lost early tap.
 * `npm run bench -- --sizes` (or --lighthouse, --photos, --idle, --taps, --vitest) runs one part only; with --lighthouse,
 * `--prod-only` or `--demo-only` measures one build, and `--page /career` (repeatable) only the
 * pages named (and the bare page); `--reports DIR` keeps each Lighthouse report (JSON) and its trace in DIR.
 * `npm run bench -- --scale` runs the catalogue scale bench alone (scripts/bench-scale.mjs: builds
 * and measures the site at N = 12, 1000, 10000 listings; `--n`, `--build-timeout`, `--json`).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import { buildBarePage } from './bare-page.mjs';
import { CHROME, CHROMIUM_FLAGS, emulateSlowPhone, SLOW_PHONE } from './chromium.mjs';
import { blockingFromTrace, framesFromTrace } from './main-thread.mjs';
import { SRC_ALIAS } from './src-alias.mjs';
import { CLASSIC_SCRIPTS } from './static-pages.mjs';

if (process.argv.includes('--scale')) {
  const { scaleBench } = await import('./bench-scale.mjs');
  process.exit(await scaleBench(process.argv.slice(2)));
}

/** The TypeScript loaded here imports `@/`; without the site's Vite config it needs the alias. */
const SRC_CONFIG = { configFile: false, resolve: { alias: SRC_ALIAS }, logLevel: 'warn' };

const ARTIFACTS = 'tests/e2e/.artifacts';

/** The first seeded building (src/mocks/seed/ids.ts: seedId('building', 1)). */
const BUILDING_PATH = '/property/Green%20Valley%20Residency/65f0b1000000000000000001';
/** The first seeded project (seedId('project', 1)), named by the slug of its name (paths.project). */
const PROJECT_PATH = '/Projects/green-valley-phase-ii/65f0d3000000000000000001';

/** Pages rendered at build time: what their HTML asks for before they are interactive. */
const PAGES = [
  ['/', '/'],
  ['/or', '/or'],
  ['/hi', '/hi'],
  ['/properties', '/properties'],
  ['a building', decodeURIComponent(BUILDING_PATH)],
  ['/blog', '/blog'],
  ['a project', PROJECT_PATH],
  ['/Projects', '/Projects'],
  ['/career', '/career'],
];
/** Routes that open through the SPA fallback: their route modules in React Router's manifest. */
const APP_ROUTES = [
  ['/login', ['routes/auth/layout', 'routes/auth/login']],
  ['/dashboard', ['routes/admin/layout', 'routes/admin/dashboard']],
  ['/buildings', ['routes/admin/layout', 'routes/admin/buildings']],
  ['/create-new-building', ['routes/admin/layout', 'routes/admin/create-new-building']],
];
/**
 * Admin code: the admin route modules' folder (the back-office screens and their parts), and what
 * lives in admin folders (the admin layout's parts, features' admin components, the admin list and
 * form kit).
 */
const ADMIN_FOLDERS =
  /src\/(app\/routes\/admin\/|layouts\/(AdminLayout|admin\/)|features\/[^/]+\/admin\/|components\/admin\/)/;
const LIGHTHOUSE_PAGES = [
  ['/', '/'],
  ['/properties', '/properties'],
  ['a building', BUILDING_PATH],
  ['/blog', '/blog'],
  ['a project', PROJECT_PATH],
  ['/career', '/career'],
];
const RUNS = 3;
/**
 * Ports of the production build's nginx and its fake services (tests/e2e/prod/site.ts): 4193 to
 * 4197, or from BENCH_PORT, so two benches on one machine do not collide.
 */
const PROD_BASE_PORT = Number(process.env.BENCH_PORT || 4193);
/**
 * The budget of the app's JS / loads before it is interactive, gzip: the classic scripts every
 * page runs before its app (CLASSIC_SCRIPTS: the splash, the early taps) are counted apart, each
 * within CLASSIC_JS_BUDGET_KB (docs/decisions/0073-early-taps.md).
 */
const HOME_JS_BUDGET_KB = 133.5;
/** The same for the home page in Odia and in Hindi, whose words are longer in bytes. */
const TRANSLATED_HOME_JS_BUDGET_KB = 135;
const CLASSIC_JS_BUDGET_KB = 1.5;
/** Lighthouse mobile on the production build: the most blocking time and the least score a page may have. */
const TBT_BUDGET_MS = 150;
const PERFORMANCE_FLOOR = 95;
/** The idle check: how long a settled page is watched, and the most animation frames it may ask for meanwhile. */
const IDLE_WATCH_MS = 3000;
const IDLE_FRAMES_ALLOWED = 10;
/** With camera photos: the least performance and the most LCP, against the bare page's, of the pages buyers land on. */
const PHOTO_PAGES_PERFORMANCE_FLOOR = 97;
const PHOTO_PAGES_LCP_OVER_BARE = 1.2;
const PHOTO_PAGES = ['/properties', 'a building'];
/** How many distinct camera photos the listings take in turn. */
const CAMERA_PHOTOS = 6;
/** Image bytes a phone (390 px, DPR 2) may download: /properties scrolled to its end, a building page before a swipe. */
const PROPERTIES_IMAGES_BUDGET_KB = 1200;
const BUILDING_IMAGES_BUDGET_KB = 600;
const BARE_PORT = PROD_BASE_PORT + 10;

/** Every budget the run found broken; a non-empty list fails the bench. */
const broken = [];

const only = ['--sizes', '--lighthouse', '--photos', '--idle', '--taps', '--vitest'].filter((flag) =>
  process.argv.includes(flag),
);
const prodOnly = process.argv.includes('--prod-only');
const demoOnly = process.argv.includes('--demo-only');
const pagesWanted = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : []));
/** The site's pages Lighthouse measures: those `--page` names, or all. */
const PICKED_PAGES = LIGHTHOUSE_PAGES.filter(
  ([label, pathname]) => !pagesWanted.length || pagesWanted.includes(label) || pagesWanted.includes(pathname),
);
/** `--reports DIR`: every Lighthouse report kept as JSON there, to see why a page scores as it does. */
const reportsDir = process.argv.find((arg, i) => process.argv[i - 1] === '--reports');
const wanted = (flag) => only.length === 0 || only.includes(flag);
const date = new Date().toISOString().slice(0, 10);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The page files under `root` for a site path, as nginx finds them. */
const htmlOf = (root, pathname) =>
  readFileSync(path.join(root, pathname === '/' ? 'index.html' : `${pathname}/index.html`), 'utf8');

/**
 * The files a page asks for before it is interactive: what its HTML names (scripts, stylesheets)
 * and what its start script adds (scripts/static-pages.mjs: module preloads and the entry module).
 */
function filesOfPage(root, html) {
  const named = [
    ...html.matchAll(/<script[^>]* src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g),
  ].map(([, file]) => file);
  const started = named
    .filter((file) => /^assets\/start-[\w-]+\.js$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/\/(assets\/[\w.-]+\.js)/g)].map(
        ([, asset]) => asset,
      ),
    );
  return new Set([...named, ...started]);
}

/**
 * A built file and every file it imports statically, as the browser loads them before the module
 * runs (a script's `import ... from "./x.js"`; not `import()`, which loads when it is called).
 */
function staticImportsOf(root, file, found = new Set()) {
  if (found.has(file)) return found;
  found.add(file);
  if (!file.endsWith('.js')) return found;
  const code = readFileSync(path.join(root, file), 'utf8');
  for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g))
    staticImportsOf(root, path.posix.join(path.posix.dirname(file), imported), found);
  return found;
}

/** React Router's manifest of the build: each route's module and CSS (its imports are left out). */
function routerManifest(root) {
  const file = readdirSync(path.join(root, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  const code = readFileSync(path.join(root, 'assets', file), 'utf8');
  return JSON.parse(code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1));
}

function sizes(root) {
  const gzip = new Map();
  const sizeOf = (file) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length);
    return gzip.get(file);
  };
  const manifest = routerManifest(root);
  const entry = filesOfPage(root, readFileSync(path.join(root, '__spa-fallback.html'), 'utf8'));
  const routeFiles = (ids) => {
    const files = new Set(entry);
    for (const id of ids) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`${id} is not in the router's manifest`);
      for (const file of [route.module, route.clientLoaderModule, ...(route.css ?? [])])
        if (file) for (const loaded of staticImportsOf(root, file.replace(/^\//, ''))) files.add(loaded);
    }
    return files;
  };
  const rows = [
    ...PAGES.filter(([, pathname]) => existsSync(path.join(root, pathname === '/' ? '' : pathname))).map(
      ([route, pathname]) => ({ route, isPublic: true, files: filesOfPage(root, htmlOf(root, pathname)) }),
    ),
    ...APP_ROUTES.map(([route, ids]) => ({ route, isPublic: false, files: routeFiles(ids) })),
  ].map((row) => {
    const isClassic = (f) => CLASSIC_SCRIPTS.includes(f);
    const sum = (ext, classic = false) =>
      [...row.files]
        .filter((f) => f.endsWith(ext) && isClassic(f) === classic)
        .reduce((t, f) => t + sizeOf(f), 0);
    return { ...row, js: sum('.js'), classic: sum('.js', true), css: sum('.css'), count: row.files.size };
  });
  console.log(`\nJS and CSS each route loads before it is interactive (gzip -9, ${date})\n`);
  console.log('| route | JS KB | classic scripts KB | CSS KB | files |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(`| ${r.route} | ${kb(r.js)} | ${kb(r.classic)} | ${kb(r.css)} | ${r.count} |`);

  const isAdmin = (source) => ADMIN_FOLDERS.test(source);
  /** The source modules a built file holds, from its (hidden) source map. */
  const modulesOf = (file) => {
    const map = path.join(root, `${file}.map`);
    return existsSync(map)
      ? JSON.parse(readFileSync(map, 'utf8')).sources.map((source) => path.posix.normalize(source))
      : [];
  };
  const before = broken.length;
  for (const { route, files } of rows.filter((r) => r.isPublic)) {
    const leaked = [...files]
      .filter((f) => f.endsWith('.js'))
      .flatMap(modulesOf)
      .filter(isAdmin);
    if (leaked.length) breaks(`${route} loads admin code: ${[...new Set(leaked)].join(', ')}`);
  }
  const shipped = readdirSync(path.join(root, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const demo = shipped.flatMap(modulesOf).filter((source) => /node_modules\/msw|src\/mocks\//.test(source));
  if (demo.length) breaks(`demo code in the production build: ${[...new Set(demo)].join(', ')}`);
  for (const name of CLASSIC_SCRIPTS)
    if (sizeOf(name) > CLASSIC_JS_BUDGET_KB * 1024)
      breaks(`${name} is ${kb(sizeOf(name))} KB (budget ${CLASSIC_JS_BUDGET_KB} KB)`);
  for (const [route, budget] of [
    ['/', HOME_JS_BUDGET_KB],
    ['/or', TRANSLATED_HOME_JS_BUDGET_KB],
    ['/hi', TRANSLATED_HOME_JS_BUDGET_KB],
  ]) {
    const home = rows.find((r) => r.route === route);
    if (home && home.js > budget * 1024)
      breaks(`${route} loads ${kb(home.js)} KB of JS (budget ${budget} KB)`);
  }
  if (broken.length === before)
    console.log(
      `\nBudgets met: / at most ${HOME_JS_BUDGET_KB} KB of JS (/or and /hi ${TRANSLATED_HOME_JS_BUDGET_KB} KB) and each classic script at most ${CLASSIC_JS_BUDGET_KB} KB; public pages load no admin module (checked in the source maps of ${shipped.length} files); no demo code.`,
    );
}

function breaks(what) {
  broken.push(what);
  console.log(`Budget broken: ${what}`);
}

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse on each of `pages` of `base`, median of RUNS, in the Chrome listening on port 9333. */
async function measure(lighthouse, base, pages) {
  const rows = [];
  const run = (pathname) =>
    lighthouse(`${base}${pathname}`, {
      port: 9333,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  for (const [label, pathname] of pages) {
    // One load first, not counted: the fake image host makes each copy with sharp on its first
    // request, on the processors the browser runs on, where an image host's CDN answers a page's
    // photos from its cache. Lighthouse's simulation takes the host's answer time as the server's.
    await run(pathname);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await run(pathname);
      const { categories, audits } = result.lhr;
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = `${new URL(base).port}-${label.replace(/[^a-z0-9]+/gi, '_')}-${i}.json`;
        writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
        // The trace the figures were computed from: open it in DevTools' Performance panel.
        const trace = result.artifacts.Trace;
        if (trace)
          writeFileSync(path.join(reportsDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
      }
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        ...blockingFromTrace(result.artifacts.Trace),
        ...framesFromTrace(result.artifacts.Trace),
        failed: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      label,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      benchmarkIndex: pick('benchmarkIndex'),
      blockingWall: pick('blockingWall'),
      blockingCpu: pick('blockingCpu'),
      frames: pick('frames'),
      compositorMs: pick('compositorMs'),
      failed: [...new Set(runs.flatMap((run) => run.failed))],
    });
  }
  return rows;
}

function printTable(title, rows) {
  console.log(
    `\nLighthouse, mobile preset, median of ${RUNS} runs after one not counted, ${title} (${date})\n`,
  );
  console.log('| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${Math.round(r.performance)} | ${Math.round(r.accessibility)} | ${Math.round(r.bestPractices)} | ${Math.round(r.seo)} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
    );
  }
  for (const r of rows)
    if (r.failed.length) console.log(`${r.label}: audits not passed: ${r.failed.join(', ')}`);
  console.log(
    `\nMain-thread tasks after the first paint, counted as Lighthouse counts a task (x4, less 50 ms), summed from their wall-clock time / from the time the thread ran: ${rows.map((r) => `${r.label} ${Math.round(r.blockingWall)} / ${Math.round(r.blockingCpu)} ms`).join(', ')}`,
  );
  console.log(
    `\nFrames the display drew while Lighthouse recorded / the compositor's processor time for them (software compositing, on the processors the page starts on): ${rows.map((r) => `${r.label} ${Math.round(r.frames)} / ${Math.round(r.compositorMs)} ms`).join(', ')}`,
  );
  // Lighthouse multiplies the main-thread time it sees by 4, so TBT and LCP follow this machine's
  // speed, which on a shared host varies from run to run (Lighthouse's benchmark index).
  console.log(
    `\nHost speed (Lighthouse benchmarkIndex, median per page): ${rows.map((r) => `${r.label} ${Math.round(r.benchmarkIndex)}`).join(', ')}`,
  );
}

/**
 * The production build, against the fake backend it reads its listings from (with hidden source
 * maps: the shipped files stay the same, and the maps tell which modules each file holds).
 */
async function buildProduction() {
  const load = async (file) => (await runnerImport(path.resolve(file), SRC_CONFIG)).module;
  const [site, backendModule, nginxModule, photos] = await Promise.all([
    load('tests/e2e/prod/site.ts'),
    load('tests/e2e/prod/backend.ts'),
    load('tests/e2e/prod/nginx.ts'),
    load('tests/e2e/prod/cameraPhotos.ts'),
  ]);
  const ports = site.portsFrom(PROD_BASE_PORT);
  const env = site.productionEnv(ports);
  console.log('\nBuilding the production site (real hosts: the local fake backend, camera photos) ...');
  const cameraPhotos = [];
  for (let seed = 1; seed <= CAMERA_PHOTOS; seed++) cameraPhotos.push(await photos.makeCameraPhoto(seed));
  const backend = await backendModule.startFakeBackend({ env, cameraPhotos });
  try {
    const root = await site.buildSite(path.resolve(`${ARTIFACTS}/bench-prod-dist`), env, [
      '--sourcemapClient',
      'hidden',
    ]);
    return { root, ports, env, backend, nginxModule };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}

/** The production build behind nginx with the generated server block, against the fake backend. */
async function startProduction(production) {
  const { root, ports, env, backend, nginxModule } = production;
  const nginx = await nginxModule.startNginx({
    root,
    port: ports.site,
    env,
    work: `${ARTIFACTS}/lighthouse-nginx`,
  });
  return { base: nginx.base, stop: () => nginx.stop(), backend };
}

/** The demo-mode build served by `vite preview`. */
async function startDemo() {
  const { buildSite } = (await runnerImport(path.resolve('tests/e2e/prod/site.ts'), SRC_CONFIG)).module;
  const buildDir = `${ARTIFACTS}/lighthouse-dist`;
  console.log('\nBuilding the demo-mode site for Lighthouse ...');
  await buildSite(buildDir, { VITE_API_HOST: '' });
  const port = 4192;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, BUILD_DIR: buildDir },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(base);
  } catch (error) {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    throw error;
  }
  return {
    base,
    stop: async () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    },
  };
}

/**
 * The bare Vite + React page (scripts/bare-page.mjs), served by the same nginx server block: how
 * fast this machine shows any React page at all.
 */
async function startBarePage(production) {
  const root = buildBarePage(path.resolve(`${ARTIFACTS}/bare-vite`));
  const nginx = await production.nginxModule.startNginx({
    root,
    port: BARE_PORT,
    env: production.env,
    work: `${ARTIFACTS}/bare-nginx`,
  });
  return { base: nginx.base, stop: () => nginx.stop() };
}

async function lighthouseRuns(production) {
  const { default: lighthouse } = await import('lighthouse');
  const targets = [];
  if (!demoOnly) {
    if (existsSync('/usr/sbin/nginx'))
      targets.push(
        {
          title: 'production build behind nginx (deploy/nginx.conf), local backend, camera photos',
          production: true,
          start: () => startProduction(production),
        },
        {
          title: 'a bare Vite + React page behind the same nginx',
          bare: true,
          pages: [['bare Vite + React page', '/']],
          start: () => startBarePage(production),
        },
      );
    else
      console.log(
        '\nNo nginx at /usr/sbin/nginx (apt-get install nginx): the production build is not measured.',
      );
  }
  if (!prodOnly) targets.push({ title: 'demo-mode build (vite preview)', start: startDemo });
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const chrome = spawn(
    CHROME,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=9333', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const tables = [];
  try {
    await waitFor('http://127.0.0.1:9333/json/version');
    for (const target of targets) {
      const served = await target.start();
      try {
        tables.push({
          title: target.title,
          production: target.production === true,
          bare: target.bare === true,
          rows: await measure(lighthouse, served.base, target.pages ?? PICKED_PAGES),
        });
      } finally {
        await served.stop();
      }
    }
  } finally {
    const exited = new Promise((resolve) => {
      chrome.once('exit', resolve);
      setTimeout(resolve, 5000);
    });
    if (chrome.pid) process.kill(-chrome.pid, 'SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  const bareLcp = tables.find((table) => table.bare)?.rows[0]?.lcp;
  for (const { title, rows, production: isProduction } of tables) {
    printTable(title, rows);
    if (!isProduction) continue;
    for (const r of rows.filter((row) => PHOTO_PAGES.includes(row.label))) {
      if (r.performance < PHOTO_PAGES_PERFORMANCE_FLOOR)
        breaks(
          `${r.label} with camera photos: performance ${Math.round(r.performance)} (at least ${PHOTO_PAGES_PERFORMANCE_FLOOR})`,
        );
      if (bareLcp && r.lcp > bareLcp * PHOTO_PAGES_LCP_OVER_BARE)
        breaks(
          `${r.label} with camera photos: LCP ${(r.lcp / 1000).toFixed(2)} s, ${(r.lcp / bareLcp).toFixed(2)}x the bare page's ${(bareLcp / 1000).toFixed(2)} s (at most ${PHOTO_PAGES_LCP_OVER_BARE}x)`,
        );
    }
    for (const r of rows) {
      if (r.tbt > TBT_BUDGET_MS)
        breaks(`${r.label}: Total Blocking Time ${Math.round(r.tbt)} ms (budget ${TBT_BUDGET_MS} ms)`);
      if (r.performance < PERFORMANCE_FLOOR)
        breaks(`${r.label}: performance ${Math.round(r.performance)} (at least ${PERFORMANCE_FLOOR})`);
    }
  }
}

/**
 * The image bytes the fake image host sent while a phone-sized browser (390 px, DPR 2) opened a
 * page of the production build and, for a list, scrolled it to its end.
 */
async function photoBudgets(production) {
  const { chromium } = await import('playwright-core');
  const served = await startProduction(production);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
  const { backend } = production;
  const rows = [];
  const visit = async ({ label, pathname, scroll, budgetKb, width, scale }) => {
    const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: scale });
    const page = await context.newPage();
    backend.deliveries.length = 0;
    await page.goto(`${served.base}${pathname}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    if (scroll) {
      for (let step = 0; step < 200; step++) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await page.waitForTimeout(150);
        if (atEnd) break;
      }
      await page.waitForLoadState('networkidle');
    }
    await page.waitForTimeout(1000);
    const images = backend.deliveries.filter((delivery) => delivery.type.startsWith('image/'));
    const bytes = images.reduce((sum, delivery) => sum + delivery.bytes, 0);
    const largest = images.reduce(
      (top, delivery) => (delivery.bytes > (top?.bytes ?? 0) ? delivery : top),
      null,
    );
    rows.push({
      label: `${label}, ${width} px, DPR ${scale}`,
      bytes,
      count: images.length,
      largest,
      budgetKb,
    });
    await context.close();
  };
  try {
    await visit({
      label: '/properties scrolled to its end',
      pathname: '/properties',
      scroll: true,
      budgetKb: PROPERTIES_IMAGES_BUDGET_KB,
      width: 390,
      scale: 2,
    });
    await visit({
      label: 'a building page, no swipe',
      pathname: BUILDING_PATH,
      scroll: false,
      budgetKb: BUILDING_IMAGES_BUDGET_KB,
      width: 390,
      scale: 2,
    });
    await visit({
      label: '/properties scrolled to its end',
      pathname: '/properties',
      scroll: true,
      width: 1280,
      scale: 1,
    });
    await visit({
      label: 'a building page, no swipe',
      pathname: BUILDING_PATH,
      scroll: false,
      width: 1280,
      scale: 1,
    });
    await visit({ label: '/ scrolled to its end', pathname: '/', scroll: true, width: 390, scale: 2 });
  } finally {
    await browser.close();
    await served.stop();
  }
  console.log(
    `\nImages downloaded with ${CAMERA_PHOTOS} camera photos (2,560 px) as the listings' photos (${date})\n`,
  );
  console.log('| page | images | KB | budget KB | largest file |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.count} | ${kb(r.bytes)} | ${r.budgetKb ?? ''} | ${r.largest ? `${kb(r.largest.bytes)} KB ${r.largest.path}` : ''} |`,
    );
  for (const r of rows)
    if (r.budgetKb && r.bytes > r.budgetKb * 1024)
      breaks(`${r.label} downloads ${kb(r.bytes)} KB of images (budget ${r.budgetKb} KB)`);
}

/**
 * Each Lighthouse page and /Projects (a photo slider on every card) of the production build at 390 px, once hydrated and settled, watched for
 * IDLE_WATCH_MS: the animation frames its script asks for then, with where they were asked from.
 * Nothing on these pages moves by itself except a carousel changing slide, which asks for a few.
 */
async function idleCheck(production) {
  const { chromium } = await import('playwright-core');
  const served = await startProduction(production);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const [label, pathname] of [...LIGHTHOUSE_PAGES, ['/Projects', '/Projects']]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const asked = new Map();
        const request = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => {
          const where = (new Error().stack ?? '').split('\n')[2]?.trim() ?? '?';
          asked.set(where, (asked.get(where) ?? 0) + 1);
          return request(callback);
        };
        Object.defineProperty(window, '__framesAsked', { value: asked });
      });
      await page.goto(`${served.base}${pathname}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.__framesAsked.clear());
      await page.waitForTimeout(IDLE_WATCH_MS);
      const asked = await page.evaluate(() => [...window.__framesAsked.entries()]);
      const frames = asked.reduce((sum, [, count]) => sum + count, 0);
      rows.push({ label, frames, top: asked.sort((a, b) => b[1] - a[1])[0]?.[0] ?? '' });
      await context.close();
    }
  } finally {
    await browser.close();
    await served.stop();
  }
  console.log(
    `\nIdle check: animation frames asked for in ${IDLE_WATCH_MS} ms once the page has settled, 390 px (${date})\n`,
  );
  console.log('| page | frames | most asked from |');
  console.log('| --- | ---: | --- |');
  for (const r of rows) console.log(`| ${r.label} | ${r.frames} | ${r.top} |`);
  for (const r of rows)
    if (r.frames > IDLE_FRAMES_ALLOWED)
      breaks(
        `${r.label} asks for ${r.frames} animation frames while idle (a frame loop; at most ${IDLE_FRAMES_ALLOWED})`,
      );
}

/** Pages whose first paint to working page `--taps` measures. */
const TAPS_PAGES = [
  ['/', '/'],
  ['/properties', '/properties'],
  ['a building', BUILDING_PATH],
  ['/career', '/career'],
];
/** How long after 'Shortlist' shows a visitor taps it. */
const TAP_AFTER_MS = 500;

/**
 * A page opened in a fresh context on a slow phone, as a first visit (the splash shows): answers
 * its first contentful paint and the moment <html data-hydrated> was set, both from navigation start.
 */
async function openSlow(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  // The document watched, not <html>: an init script runs before the parser has made it.
  await context.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.documentElement.dataset.hydrated) return;
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const page = await context.newPage();
  await emulateSlowPhone(await context.newCDPSession(page));
  await page.goto(url, { waitUntil: 'commit' });
  const times = async () => {
    await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { timeout: 60_000 });
    return page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: window.__hydratedAt,
    }));
  };
  return { context, page, times };
}

/**
 * Taps the building page's 'Shortlist' 0.5 s after it shows, uncovered (the splash gone), and
 * answers when, whether the app had hydrated by then, and whether the tap ended pressed.
 */
async function tapShortlist(browser, base) {
  const { context, page, times } = await openSlow(browser, `${base}${BUILDING_PATH}`);
  try {
    const shown = await page.waitForFunction(
      () => {
        const button = [...document.querySelectorAll('main header button')].find(
          (element) => element.textContent?.trim() === 'Shortlist',
        );
        const box = button?.getBoundingClientRect();
        if (!button || !box?.width) return false;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return button.contains(hit) ? performance.now() : false;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const shownAt = await shown.jsonValue();
    await page.waitForTimeout(TAP_AFTER_MS);
    const button = page.locator('main header').getByRole('button', { name: 'Shortlist', exact: true });
    const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    const tappedAt = await page.evaluate(() => performance.now());
    await button.click({ timeout: 5_000 });
    const pressed = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('main header button[aria-pressed="true"]')].some(
            (element) => element.textContent?.trim() === 'Shortlist',
          ),
        undefined,
        { timeout: 20_000 },
      )
      .then(() => true)
      .catch(() => false);
    const { hydrated } = await times();
    return { shownAt, tappedAt, hydratedAtTap, hydrated, pressed };
  } finally {
    await context.close();
  }
}

/** `--taps`: first paint to working page on each of TAPS_PAGES, and the early 'Shortlist' tap. */
async function tapsRuns(production) {
  if (!existsSync('/usr/sbin/nginx')) {
    console.log('\nNo nginx at /usr/sbin/nginx (apt-get install nginx): --taps is not measured.');
    return true;
  }
  const { chromium } = await import('playwright-core');
  const served = await startProduction(production);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
  const rows = [];
  let tap;
  try {
    for (const [label, pathname] of TAPS_PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { context, times } = await openSlow(browser, `${served.base}${pathname}`);
        try {
          runs.push(await times());
        } finally {
          await context.close();
        }
      }
      rows.push({
        label,
        fcp: median(runs.map((run) => run.fcp)),
        hydrated: median(runs.map((run) => run.hydrated)),
        gap: median(runs.map((run) => run.hydrated - run.fcp)),
      });
    }
    tap = await tapShortlist(browser, served.base);
  } finally {
    await browser.close();
    await served.stop();
  }
  const { cpuSlowdown, network } = SLOW_PHONE;
  const mbps = (bytesPerSecond) => ((bytesPerSecond * 8) / 1024 / 1024).toFixed(2);
  console.log(
    `\nFirst paint to working page, production build behind nginx, 390 px, CPU ${cpuSlowdown}x slower, ${network.latency} ms RTT, ${mbps(network.downloadThroughput)} Mbps down, ${mbps(network.uploadThroughput)} Mbps up; median of ${RUNS} first visits (${date})\n`,
  );
  console.log('| page | first contentful paint s | hydrated s | paint to working s |');
  console.log('| --- | ---: | ---: | ---: |');
  const s = (ms) => (ms / 1000).toFixed(2);
  for (const r of rows) console.log(`| ${r.label} | ${s(r.fcp)} | ${s(r.hydrated)} | ${s(r.gap)} |`);
  console.log(
    `\n'Shortlist' on a building page: shown uncovered at ${s(tap.shownAt)} s, tapped at ${s(tap.tappedAt)} s (${tap.hydratedAtTap ? 'after' : 'before'} the app hydrated, at ${s(tap.hydrated)} s): ${tap.pressed ? 'honoured, it ends pressed' : 'LOST, it never reads pressed'}`,
  );
  return tap.pressed;
}

const needsProduction =
  wanted('--sizes') ||
  wanted('--photos') ||
  wanted('--idle') ||
  wanted('--taps') ||
  (wanted('--lighthouse') && !demoOnly);
const production = needsProduction ? await buildProduction() : undefined;
try {
  if (wanted('--sizes')) sizes(production.root);
  if (wanted('--lighthouse')) {
    if (existsSync(CHROME)) await lighthouseRuns(production);
    else console.log(`\nNo Chromium at ${CHROME}: Lighthouse skipped.`);
  }
  if (wanted('--photos')) {
    if (existsSync(CHROME) && existsSync('/usr/sbin/nginx')) await photoBudgets(production);
    else console.log('\nNo Chromium or nginx: the photo budgets are not measured.');
  }
  if (wanted('--idle')) {
    if (existsSync(CHROME) && existsSync('/usr/sbin/nginx')) await idleCheck(production);
    else console.log('\nNo Chromium or nginx: the idle check is skipped.');
  }
  if (wanted('--taps')) {
    if (!existsSync(CHROME)) console.log(`\nNo Chromium at ${CHROME}: --taps skipped.`);
    else if (!(await tapsRuns(production)))
      breaks(`a 'Shortlist' tap ${TAP_AFTER_MS} ms after it shows was lost`);
  }
} finally {
  await production?.backend.stop();
}
let vitestStatus = 0;
if (wanted('--vitest')) {
  console.log('\nvitest benchmarks (tests/bench)\n');
  vitestStatus = spawnSync('npx', ['vitest', 'bench', '--run'], { stdio: 'inherit' }).status ?? 1;
}
if (broken.length) {
  console.log(`\nThe bench failed: ${broken.length} budget(s) broken:\n- ${broken.join('\n- ')}`);
  process.exit(1);
}
process.exit(vitestStatus);
