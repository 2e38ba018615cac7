#!/usr/bin/env node
/**
 * `npm run bench`: a benchmark, not a test. Builds the site as it ships (a backend host set, so no
 * demo code), opens each route in the system Chromium and sums the gzip size of the JS and CSS it
 * loaded before it was interactive. Then runs the vitest benchmarks (tests/bench) if any exist.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const OUT_DIR = 'tests/e2e/.artifacts/bench-dist';
const PORT = 4190;
const ROUTES = ['/', '/properties', '/login', '/dashboard'];
const ADMIN_ROUTES = new Set(['/dashboard', '/buildings', '/create-new-building']);
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

const extraRoutes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const routes = extraRoutes.length ? extraRoutes : ROUTES;

console.log('Building the production bundle (VITE_API_HOST set: no demo code) ...');
const build = spawnSync(
  'npx',
  ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_HOST: 'http://127.0.0.1:9' },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
    detached: true,
  },
);
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 150; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: FLAGS });
const rows = [];
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((admin) => {
      sessionStorage.setItem('splash:seen', '1');
      if (admin) {
        localStorage.setItem(
          'adminInfo',
          JSON.stringify({ _id: 'bench', name: 'Bench', address: 'Bhubaneswar' }),
        );
        localStorage.setItem('token', 'bench');
      }
    }, ADMIN_ROUTES.has(route));
    const page = await context.newPage();
    const files = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    let count = 0;
    for (const file of files) {
      const local = path.join(OUT_DIR, file);
      if (!existsSync(local)) continue;
      count++;
      if (file.endsWith('.js')) js += gzipOf(local);
      else css += gzipOf(local);
    }
    rows.push({ route, landed: new URL(page.url()).pathname, js, css, count });
    await context.close();
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

const date = new Date().toISOString().slice(0, 10);
console.log(`\nJS and CSS each route loads before it is interactive (gzip -9, ${date})\n`);
console.log('| route | JS KB gzip | CSS KB gzip | files |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of rows) {
  const note = r.landed !== r.route ? ` (redirected to ${r.landed})` : '';
  console.log(`| ${r.route}${note} | ${kb(r.js)} | ${kb(r.css)} | ${r.count} |`);
}

const assets = path.join(OUT_DIR, 'assets');
const adminLike = readdirSync(assets).filter((f) => /msw|mock/i.test(f));
if (adminLike.length)
  console.log(`\nWarning: demo code found in the production build: ${adminLike.join(', ')}`);

if (existsSync('tests/bench') && readdirSync('tests/bench').some((f) => f.endsWith('.bench.ts'))) {
  console.log('\nvitest benchmarks (tests/bench)\n');
  const bench = spawnSync('npx', ['vitest', 'bench', '--run'], { stdio: 'inherit' });
  process.exit(bench.status ?? 1);
}
