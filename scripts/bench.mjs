#!/usr/bin/env node
/**
 * `npm run bench`: a benchmark, not a test. Three parts:
 *   1. sizes: the gzip JS and CSS each route needs before it is interactive, from the build
 *      manifest of the site as it ships (a backend host set, so no demo code): the entry, the
 *      route's layout and page, and everything they import statically. Code a page loads later
 *      with a dynamic import (the carousel library once idle, the answer parsers beside the first
 *      request) is listed apart as "deferred";
 *   2. Lighthouse, mobile preset, median of 3 runs, on two builds in the same run: the production
 *      build (real hosts) served by Debian's nginx with the generated server block (as
 *      deploy/nginx.conf serves it) against the local fake backend of the e2e suite
 *      (tests/e2e/prod: files on their own origin), and the demo-mode build served by `vite preview`;
 *   3. the vitest benchmarks in tests/bench.
 * `npm run bench -- --sizes` (or --lighthouse, --vitest) runs one part only; with --lighthouse,
 * `--prod-only` or `--demo-only` measures one build, and `--page /career` (repeatable) only the
 * pages named.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';

const ARTIFACTS = 'tests/e2e/.artifacts';
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** The first seeded building (src/mocks/seed/ids.ts: seedId('building', 1)). */
const BUILDING_PATH = '/property/Green%20Valley%20Residency/65f0b1000000000000000001';

const PUBLIC = 'src/layouts/PublicLayout.tsx';
const AUTH = 'src/layouts/AuthLayout.tsx';
const ADMIN = 'src/layouts/AdminLayout.tsx';
/** Each measured route: the layout and page modules the router loads for it. */
const ROUTES = [
  ['/', PUBLIC, 'src/pages/HomePage.tsx'],
  ['/properties', PUBLIC, 'src/pages/PropertiesPage.tsx'],
  ['a building', PUBLIC, 'src/pages/BuildingDetailPage.tsx'],
  ['/Projects', PUBLIC, 'src/features/projects/pages/ProjectsPage.tsx'],
  ['/career', PUBLIC, 'src/features/careers/pages/CareerPage.tsx'],
  ['/login', AUTH, 'src/features/auth/pages/LoginPage.tsx'],
  ['/dashboard', ADMIN, 'src/features/dashboard/pages/DashboardPage.tsx'],
  ['/buildings', ADMIN, 'src/features/buildings/pages/BuildingListPage.tsx'],
  ['/create-new-building', ADMIN, 'src/features/buildings/pages/AddBuildingPage.tsx'],
];
const LIGHTHOUSE_PAGES = [
  ['/', '/'],
  ['/properties', '/properties'],
  ['a building', BUILDING_PATH],
  ['/career', '/career'],
];
const RUNS = 3;
/** The production build's hosts for the size count (never called). */
const SIZES_ENV = {
  VITE_API_HOST: 'https://api.example.invalid',
  VITE_UPLOAD_URL: 'https://upload.example.invalid/upload',
  VITE_EMAIL_URL: 'https://email.example.invalid/send',
  VITE_EMAIL_SERVICE_ID: 'service',
  VITE_EMAIL_TEMPLATE_ID: 'template',
  VITE_EMAIL_USER_ID: 'user',
  VITE_FILES_ORIGIN: 'https://files.example.invalid',
};
/** Ports of the production build's nginx and its fake services (tests/e2e/prod/site.ts). */
const PROD_BASE_PORT = 4193;
/** DESIGN.md 'Budgets': the JS / loads before it is interactive, gzip. */
const HOME_JS_BUDGET_KB = 140;

const only = ['--sizes', '--lighthouse', '--vitest'].filter((flag) => process.argv.includes(flag));
const prodOnly = process.argv.includes('--prod-only');
const demoOnly = process.argv.includes('--demo-only');
const pagesWanted = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : []));
const wanted = (flag) => only.length === 0 || only.includes(flag);
const date = new Date().toISOString().slice(0, 10);
const kb = (bytes) => (bytes / 1024).toFixed(1);

function build(outDir, env) {
  const result = spawnSync(
    'npx',
    // Hidden source maps: the shipped files stay byte for byte the same, and the maps tell which
    // modules each file holds (vite.config.ts merges shared modules into a few files).
    [
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit', env: { ...process.env, ...env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function sizes() {
  const outDir = `${ARTIFACTS}/bench-dist`;
  console.log('Building the production bundle (VITE_API_HOST set: no demo code) ...');
  build(outDir, SIZES_ENV);
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const gzip = new Map();
  const sizeOf = (file) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
    return gzip.get(file);
  };
  /** The files a set of modules needs: each one, its CSS and its static imports. */
  const staticGraph = (keys, seen = new Set()) => {
    const files = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return { files, seen };
  };
  // The entry loads the app (src/app/renderApp.tsx) with a dynamic import at once, so every route
  // loads both. Their dynamic imports of pages and layouts are the router's lazy routes.
  const APP = 'src/app/renderApp.tsx';
  const routerChunks = new Set(
    ['index.html', APP]
      .flatMap((key) => manifest[key]?.dynamicImports ?? [])
      .filter((key) => /[\\/](pages|layouts)[\\/]/.test(key)),
  );
  const rows = ROUTES.map(([route, layout, page]) => {
    const { files, seen } = staticGraph(['index.html', APP, layout, page]);
    // What those modules load later with a dynamic import; the router's lazy routes (other
    // pages and layouts) are not this route's.
    const deferredKeys = [...seen]
      .flatMap((key) => manifest[key].dynamicImports ?? [])
      .filter((key) => !routerChunks.has(key));
    const deferred = staticGraph(deferredKeys, new Set(seen)).files;
    const sum = (set, ext) =>
      [...set].filter((f) => f.endsWith(ext)).reduce((total, f) => total + sizeOf(f), 0);
    return {
      route,
      isPublic: layout === PUBLIC,
      js: sum(files, '.js'),
      css: sum(files, '.css'),
      deferred: sum(deferred, '.js'),
      count: files.size,
      loadedJs: [...files, ...deferred].filter((f) => f.endsWith('.js')),
    };
  });
  console.log(`\nJS and CSS each route loads before it is interactive (gzip -9, ${date})\n`);
  console.log('| route | JS KB | CSS KB | files | deferred JS KB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(`| ${r.route} | ${kb(r.js)} | ${kb(r.css)} | ${r.count} | ${kb(r.deferred)} |`);

  const ADMIN =
    /layouts\/(AdminLayout|admin\/)|\/admin\/|pages\/(AddBuilding|UpdateBuilding|BuildingList|LandList|AddLand|EditLand|ProjectList|AddProject|EditProject|Blogs|JobApplications|Dashboard|Setting|Profile)Page/;
  /** The source modules a built file holds, from its (hidden) source map. */
  const modulesOf = (file) => {
    const map = path.join(outDir, `${file}.map`);
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  };
  let broken = 0;
  for (const { route, loadedJs } of rows.filter((r) => r.isPublic)) {
    const leaked = loadedJs.flatMap(modulesOf).filter((source) => ADMIN.test(source));
    if (leaked.length) {
      broken += 1;
      console.log(`Budget broken: ${route} loads admin code: ${leaked.join(', ')}`);
    }
  }
  const shipped = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((f) => f.endsWith('.js'));
  const demo = shipped.flatMap(modulesOf).filter((source) => /node_modules\/msw|src\/mocks\//.test(source));
  if (demo.length) {
    broken += 1;
    console.log(`Budget broken: demo code in the production build: ${demo.join(', ')}`);
  }
  const home = rows.find((r) => r.route === '/');
  if (home && home.js > HOME_JS_BUDGET_KB * 1024) {
    broken += 1;
    console.log(`Budget broken: / loads ${kb(home.js)} KB of JS (budget ${HOME_JS_BUDGET_KB} KB)`);
  }
  if (!broken)
    console.log(
      `\nBudgets met: / under ${HOME_JS_BUDGET_KB} KB of JS; public routes load no admin module (checked in ${shipped.length} files' source maps); no demo code.`,
    );
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

/** Lighthouse on each page of `base`, median of RUNS, in the Chrome listening on port 9333. */
async function measure(lighthouse, base) {
  const rows = [];
  const pages = LIGHTHOUSE_PAGES.filter(
    ([label, pathname]) =>
      !pagesWanted.length || pagesWanted.includes(label) || pagesWanted.includes(pathname),
  );
  for (const [label, pathname] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${pathname}`, {
        port: 9333,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
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
      failed: [...new Set(runs.flatMap((run) => run.failed))],
    });
  }
  return rows;
}

function printTable(title, rows) {
  console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs, ${title} (${date})\n`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${Math.round(r.performance)} | ${Math.round(r.accessibility)} | ${Math.round(r.bestPractices)} | ${Math.round(r.seo)} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
    );
  }
  for (const r of rows)
    if (r.failed.length) console.log(`${r.label}: audits not passed: ${r.failed.join(', ')}`);
  // Lighthouse multiplies the main-thread time it sees by 4, so TBT and LCP follow this machine's
  // speed, which on a shared host varies from run to run (Lighthouse's benchmark index).
  console.log(
    `\nHost speed (Lighthouse benchmarkIndex, median per page): ${rows.map((r) => `${r.label} ${Math.round(r.benchmarkIndex)}`).join(', ')}`,
  );
}

/** The production build behind nginx with the generated server block, against the fake backend. */
async function startProduction() {
  const load = async (file) => (await runnerImport(path.resolve(file))).module;
  const [site, backendModule, nginxModule] = await Promise.all([
    load('tests/e2e/prod/site.ts'),
    load('tests/e2e/prod/backend.ts'),
    load('tests/e2e/prod/nginx.ts'),
  ]);
  const ports = site.portsFrom(PROD_BASE_PORT);
  const env = site.productionEnv(ports);
  const outDir = path.resolve(`${ARTIFACTS}/lighthouse-prod-dist`);
  console.log('\nBuilding the production site (real hosts: the local fake backend) for Lighthouse ...');
  site.buildProduction(outDir, env);
  const backend = await backendModule.startFakeBackend({ env });
  try {
    const nginx = await nginxModule.startNginx({
      root: outDir,
      port: ports.site,
      env,
      work: `${ARTIFACTS}/lighthouse-nginx`,
    });
    return {
      base: nginx.base,
      stop: async () => {
        await nginx.stop();
        await backend.stop();
      },
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}

/** The demo-mode build served by `vite preview`. */
async function startDemo() {
  const outDir = `${ARTIFACTS}/lighthouse-dist`;
  console.log('\nBuilding the demo-mode site for Lighthouse ...');
  build(outDir, { VITE_API_HOST: '' });
  const port = 4192;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true },
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

async function lighthouseRuns() {
  const { default: lighthouse } = await import('lighthouse');
  const targets = [];
  if (!demoOnly) {
    if (existsSync('/usr/sbin/nginx'))
      targets.push({
        title: 'production build behind nginx (deploy/nginx.conf), local backend',
        start: startProduction,
      });
    else
      console.log(
        '\nNo nginx at /usr/sbin/nginx (apt-get install nginx): the production build is not measured.',
      );
  }
  if (!prodOnly) targets.push({ title: 'demo-mode build (vite preview)', start: startDemo });
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const chrome = spawn(
    CHROME,
    [...FLAGS, '--remote-debugging-port=9333', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const tables = [];
  try {
    await waitFor('http://127.0.0.1:9333/json/version');
    for (const target of targets) {
      const served = await target.start();
      try {
        tables.push({ title: target.title, rows: await measure(lighthouse, served.base) });
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
  for (const { title, rows } of tables) printTable(title, rows);
}

if (wanted('--sizes')) sizes();
if (wanted('--lighthouse')) {
  if (existsSync(CHROME)) await lighthouseRuns();
  else console.log(`\nNo Chromium at ${CHROME}: Lighthouse skipped.`);
}
if (wanted('--vitest')) {
  console.log('\nvitest benchmarks (tests/bench)\n');
  const bench = spawnSync('npx', ['vitest', 'bench', '--run'], { stdio: 'inherit' });
  process.exit(bench.status ?? 1);
}
