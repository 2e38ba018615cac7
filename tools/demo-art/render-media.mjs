#!/usr/bin/env node
/**
 * Raster media from the SVGs, with headless Chromium (through playwright-core) and ffmpeg:
 *   public/images/demo/resume-scan-{1,2}.png   scanned-looking resume pages (900 x 1200)
 *   public/brand/og-image.png                  social preview (1200 x 630)
 *   public/media/dashboard.mp4 / .webm / dashboard-poster.jpg
 *                                              a 10 s Ken Burns loop over the demo scenes
 * PNGs are palette-quantised with pngquant when it is installed.
 * Needs: /usr/bin/chromium (or CHROMIUM_PATH), ffmpeg, optionally pngquant.
 *
 * Usage: node tools/demo-art/render-media.mjs [--no-video]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { RESUMES, resumeHtml } from './resumes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');
const TMP = '/tmp/kalinga-art';
mkdirSync(TMP, { recursive: true });
const has = (cmd) => {
  try {
    execFileSync('which', [cmd], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Palette-quantises a PNG in place: `colors` without dithering (smooth gradients, small files). */
function quantise(file, colors = 128) {
  if (!has('pngquant')) return;
  execFileSync(
    'pngquant',
    ['--force', '--skip-if-larger', '--nofs', '--speed', '1', '--output', file, String(colors), file],
    { stdio: 'ignore' },
  );
}

const kb = (f) => `${(statSync(f).size / 1024).toFixed(1)} KB`;
const browser = await launch();

// 1. resume scans
for (let i = 0; i < RESUMES.length; i++) {
  const html = join(TMP, `resume-${i + 1}.html`);
  writeFileSync(html, resumeHtml(RESUMES[i], i === 0 ? -0.6 : 0.5));
  const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
  await page.goto(`file://${html}`);
  const out = join(ROOT, `images/demo/resume-scan-${i + 1}.png`);
  await page.screenshot({ path: out });
  await page.close();
  quantise(out, 64);
  console.log(`${kb(out).padStart(9)}  ${out}`);
}

// 2. social preview
{
  const svgUrl = `file://${join(ROOT, 'images/hero/slide-2.svg')}`;
  const logo = readFileSync(join(ROOT, 'brand/logo-light.svg'), 'utf8');
  const html = join(TMP, 'og.html');
  writeFileSync(
    html,
    `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;width:1200px;height:630px;overflow:hidden;font-family:"DejaVu Sans",system-ui,sans-serif}
.bg{position:absolute;inset:0;background:url("${svgUrl}") 70% 60%/cover}
.shade{position:absolute;inset:0;background:linear-gradient(90deg,rgba(11,20,38,.92),rgba(11,20,38,.6) 55%,rgba(11,20,38,0) 80%)}
.box{position:absolute;left:72px;top:96px;width:620px;color:#fff}
.logo svg{width:330px;height:auto}
h1{font-size:46px;line-height:1.12;margin:36px 0 18px;font-weight:700;letter-spacing:-.5px}
p{font-size:23px;line-height:1.4;margin:0;color:#d5e3f0}
.bar{width:84px;height:6px;border-radius:3px;background:#c45f27;margin-top:28px}
</style></head><body><div class="bg"></div><div class="shade"></div><div class="box"><div class="logo">${logo}</div>
<h1>Flats, duplexes and land in Bhubaneswar</h1><p>Verified listings, honest prices and help at every step.</p><div class="bar"></div></div></body></html>`,
  );
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(`file://${html}`);
  await page.waitForTimeout(200);
  const out = join(ROOT, 'brand/og-image.png');
  await page.screenshot({ path: out });
  await page.close();
  quantise(out, 128);
  console.log(`${kb(out).padStart(9)}  ${out}`);
}

// 3. dashboard video: render scenes to large PNGs, then frames with a slow pan and crossfades
if (!process.argv.includes('--no-video')) {
  const scenes = ['demo/tower-4', 'demo/duplex-1', 'demo/tower-2', 'demo/land-5'];
  const page = await browser.newPage({ viewport: { width: 1600, height: 1200 } });
  for (const s of scenes) {
    await page.goto(`file://${join(ROOT, `images/${s}.svg`)}`);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.evaluate(() => {
      document.documentElement.setAttribute('width', '1600');
      document.documentElement.setAttribute('height', '1200');
    });
    await page.setViewportSize({ width: 1600, height: 1200 });
    await page.screenshot({ path: join(TMP, `${s.replace('/', '-')}.png`) });
  }
  await page.close();
  const fps = 30;
  const seconds = 10;
  const frames = fps * seconds;
  const html = join(TMP, 'video.html');
  writeFileSync(
    html,
    `<!doctype html><html><head><style>html,body{margin:0;width:1280px;height:720px;overflow:hidden;background:#13213a}
img{position:absolute;left:0;top:0;width:1280px;height:960px;opacity:0;will-change:transform,opacity}</style></head><body>
${scenes.map((s) => `<img src="file://${join(TMP, `${s.replace('/', '-')}.png`)}">`).join('')}
<script>
const imgs=[...document.images];const n=imgs.length;const T=${seconds};const fade=0.9;const seg=T/n;
// scene i fades in over [i*seg-fade, i*seg] on top of the previous one and stays until the next has
// faded in; scene 0 fades in again at the very end, so the last frame runs into the first.
window.setFrame=(t)=>{imgs.forEach((im,i)=>{
 const local=((t-(i*seg-fade))%T+T)%T;
 const on=local<seg+fade;
 const p=Math.min(1,local/(seg+fade));
 const s=1.03+0.06*p;const dx=(i%2?1:-1)*(24-48*p);const dy=-170+70*p;
 im.style.opacity=on?Math.min(1,local/fade):0;
 im.style.zIndex=local<fade?2:1;
 im.style.transform='translate('+dx.toFixed(2)+'px,'+dy.toFixed(2)+'px) scale('+s.toFixed(4)+')';});};
</script></body></html>`,
  );
  const vp = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await vp.goto(`file://${html}`);
  await vp.waitForTimeout(300);
  const fdir = join(TMP, 'frames');
  rmSync(fdir, { recursive: true, force: true });
  mkdirSync(fdir);
  for (let f = 0; f < frames; f++) {
    await vp.evaluate((t) => window.setFrame(t), f / fps);
    await vp.screenshot({
      path: join(fdir, `f${String(f).padStart(4, '0')}.jpg`),
      type: 'jpeg',
      quality: 92,
    });
  }
  await vp.close();
  const media = join(ROOT, 'media');
  mkdirSync(media, { recursive: true });
  const mp4 = join(media, 'dashboard.mp4');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(fps),
    '-i',
    join(fdir, 'f%04d.jpg'),
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-preset',
    'slow',
    '-crf',
    '27',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    mp4,
  ]);
  console.log(`${kb(mp4).padStart(9)}  ${mp4}`);
  const webm = join(media, 'dashboard.webm');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(fps),
    '-i',
    join(fdir, 'f%04d.jpg'),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-pix_fmt',
    'yuv420p',
    '-an',
    webm,
  ]);
  console.log(`${kb(webm).padStart(9)}  ${webm}`);
  const poster = join(media, 'dashboard-poster.jpg');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    mp4,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    join(TMP, 'poster.jpg'),
  ]);
  renameSync(join(TMP, 'poster.jpg'), poster);
  console.log(`${kb(poster).padStart(9)}  ${poster}`);
}
await browser.close();
if (!existsSync(join(ROOT, 'brand/og-image.png'))) process.exit(1);
