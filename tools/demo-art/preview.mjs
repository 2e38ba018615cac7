#!/usr/bin/env node
/**
 * Renders SVG files to PNG with headless Chromium, for looking at the art.
 * Usage: node tools/demo-art/preview.mjs OUT_DIR file.svg [file.svg ...]
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { launch } from './browser.mjs';

const [outDir, ...files] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await launch();
const page = await browser.newPage();
for (const f of files) {
  const svg = readFileSync(f, 'utf8');
  const w = Number(/width="(\d+)"/.exec(svg)[1]);
  const h = Number(/height="(\d+)"/.exec(svg)[1]);
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`file://${resolve(f)}`);
  await page.waitForTimeout(50);
  const out = `${outDir}/${basename(f).replace(/\.svg$/, '.png')}`;
  await page.screenshot({ path: out });
  console.log(out);
}
await browser.close();
