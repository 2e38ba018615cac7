#!/usr/bin/env node
/**
 * Renders a contact sheet (every image on one page, with names and sizes) to PNG.
 * Usage: node tools/demo-art/contact-sheet.mjs OUT.png COLUMNS file [file ...]
 */
import { statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launch } from './browser.mjs';

const [out, colsArg, ...files] = process.argv.slice(2);
const cols = Number(colsArg) || 4;
const cells = files
  .map((f) => {
    const kb = (statSync(f).size / 1024).toFixed(1);
    const name = f.replace(/^.*public\//, '');
    const dark = /light|splash|favicon/.test(f) ? ' dark' : '';
    return `<figure class="${dark}"><div class="img"><img src="file://${resolve(f)}"></div><figcaption>${name} · ${kb} KB</figcaption></figure>`;
  })
  .join('');
const html = `<!doctype html><html><head><style>
body{margin:0;padding:16px;background:#eceae6;font:12px system-ui,sans-serif;color:#13213a}
main{display:grid;grid-template-columns:repeat(${cols},1fr);gap:12px}
figure{margin:0;min-width:0;background:#fff;border-radius:8px;padding:6px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
figure.dark .img{background:#13213a}
.img{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;overflow:hidden;border-radius:4px;background:#f6f4f0}
.img img{max-width:100%;max-height:100%}
figcaption{padding-top:4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
</style></head><body><main>${cells}</main></body></html>`;
const tmp = `/tmp/contact-sheet-${process.pid}.html`;
writeFileSync(tmp, html);
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`file://${tmp}`);
await page.waitForTimeout(400);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(out);
